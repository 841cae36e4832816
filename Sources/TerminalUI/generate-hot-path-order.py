#!/usr/bin/env python3
"""Generate hot-path.order, the linker's symbol order for a TerminalUI app's hot path.

Usage, from the package root (Linux, x86-64, with gdb and valgrind installed):

    python3 Sources/TerminalUI/generate-hot-path-order.py [--output FILE]

A key comes after tens of milliseconds idle, when the code that answers it has left the
caches; what it then costs follows how many pages and cache lines that code is spread
over. Laid out by this file, the functions of the hot path sit side by side (see the
README's "Performance" section for the build command that uses it).

The script builds the demo with --static-swift-stdlib (so that the standard library and
the Swift runtime are traced too), starts it on a pseudo-terminal, and for each scenario
below attaches gdb, single-steps the thread that reads the key from its `read` of the
terminal to the `write` of the frame, and records every instruction's address. The
functions those addresses belong to, in the order they first ran, make the file; the
demo's own functions are left out (an app has its own), everything else (TerminalCore,
TerminalUI, the standard library, the runtime) is kept. Python 3 standard library only,
plus gdb and the toolchain's llvm-symbolizer, llvm-objdump and llvm-nm. The result depends
on the build, not on the machine's speed (two runs place a name or two differently: the
runtime's caches hash addresses): run it again after a change to the code a key, Enter or
Esc runs. It also reports how many instructions each scenario ran, a figure of the build
too, which shows what a change to the hot path costs or saves.

After those functions come the ones the demo's start-up runs (with the first key, Enter
and Esc, which set up what later ones reuse), by name: about 1,600 functions, found by
running the demo under valgrind's callgrind. Start-up touches far more code than a key,
and the kernel maps a program's code 64 KiB at a time around each page it runs: spread
over the binary, that code made 3.7 MB of the demo's memory; side by side, 2.2 MB.

In each of the two parts, the functions that the static libraries compile into a large
section shared with others (most of the standard library's) come last: naming one moves its
whole section, which would split the rest of the hot path in two, megabytes apart.

Last come the data of TerminalCore and TerminalUI that a key, Enter and Esc read and write
(type metadata, globals), in the order first touched, as `measure-hot-path-footprint.py
--data-symbols` finds them under valgrind: naming one moves its object file's data section
(a file's metadata share one) or its own (a global's), so that the hot path's data sits in
a few pages too instead of one page a file.
"""

import argparse
import glob
import json
import os
import pty
import select
import shutil
import struct
import subprocess
import sys
import tempfile
import termios
import time
import fcntl

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SCRATCH = os.path.join(ROOT, ".build", "hot-path")

# Untraced keys typed first, then the traced scenarios: a key, Enter and Esc once each
# before, so that what is traced is what every later one runs (the first Enter after
# start-up also runs the lazy set-up of metadata and caches, once).
WARM_UP = [b"H", b"i", b"\r", b"\x1b", b"j"]
SCENARIOS = [
    ("a typed character on Home", b"!"),
    ("Enter: Home to Detail", b"\r"),
    ("Esc: Detail back to Home", b"\x1b"),
    ("a typed character on Home again", b"?"),
]
# A static library's section larger than this, shared by several functions, goes after the
# functions the linker can move one by one (see `functions_in_shared_sections`).
SHARED_SECTION_LIMIT = 16 * 1024
# The mangled names of the demo's modules: their functions are left out of the file.
DEMO_MODULES = ("10DemoScenes", "$s4demo")

GDB_SCRIPT = r'''
import gdb
gdb.execute("set pagination off")
gdb.execute("set confirm off")
gdb.execute("set scheduler-locking off")
stop = gdb.Breakpoint("read", internal=True)
stop.condition = "$rdi == 0"
print("ARMED", flush=True)
gdb.execute("continue")
stop.delete()
write = int(gdb.parse_and_eval("(long)&write"))
# The vDSO's clock reads retry while the clock moves under them, which it always does
# between two single steps of a virtual machine: a call into it runs to its return.
vdso = (0, 0)
with open("/proc/%d/maps" % gdb.selected_inferior().pid) as maps:
    for line in maps:
        if line.rstrip().endswith("[vdso]"):
            vdso = tuple(int(value, 16) for value in line.split()[0].split("-"))
pcs = []
while len(pcs) < 5000000:
    pc = int(gdb.parse_and_eval("$pc"))
    if pc == write and int(gdb.parse_and_eval("$rdi")) == 1:
        break
    if vdso[0] <= pc < vdso[1]:
        back = int(gdb.parse_and_eval("*(long *)$rsp"))
        gdb.execute("tbreak *%d" % back, to_string=True)
        gdb.execute("continue", to_string=True)
        continue
    pcs.append(pc)
    gdb.execute("stepi", to_string=True)
with open(OUTPUT, "w") as out:
    out.write("\n".join("%x" % pc for pc in pcs))
print("STEPPED", len(pcs), flush=True)
gdb.execute("detach")
'''


def build_demo():
    """Builds the demo as a shipping app is built; returns the binary's path.

    Its C code (TerminalCore's UTF-8 check) gets DWARF 4 debug information, as the Swift
    code has: valgrind 3.19, Debian 12's, cannot read clang's default DWARF 5 and gives up on
    the whole binary. The code is the same either way."""
    command = [
        "swift", "build", "-c", "release", "--static-swift-stdlib", "--product", "demo",
        "--scratch-path", SCRATCH, "-Xcc", "-gdwarf-4",
    ]
    subprocess.run(command, cwd=ROOT, check=True, stdout=sys.stderr)
    return os.path.join(SCRATCH, "release", "demo")


def start_on_pty(command):
    """Starts `command` (the demo, or a tool that runs it) on a new 80×24 pseudo-terminal,
    with the same hashes every run, so that the same build gives the same file; returns the
    process and the terminal's descriptor."""
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "xterm-256color"
        os.environ["SWIFT_DETERMINISTIC_HASHING"] = "1"
        os.execvp(command[0], command)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    return pid, fd


def type_warm_up(fd, quiet):
    """Types the ``WARM_UP`` keys, waiting after each until the program is `quiet` seconds
    quiet."""
    for key in WARM_UP:
        os.write(fd, key)
        read_quietly(fd, quiet)


def read_quietly(fd, quiet):
    """Reads what the program writes until it has been quiet for `quiet` seconds."""
    while True:
        ready, _, _ = select.select([fd], [], [], quiet)
        if not ready:
            return
        try:
            os.read(fd, 65536)
        except OSError:
            return


def trace(pid, fd, key, workdir, index):
    """Single-steps the handling of `key`; returns the instruction addresses."""
    output = os.path.join(workdir, "pcs-%d.txt" % index)
    script = os.path.join(workdir, "step.py")
    with open(script, "w") as file:
        file.write("OUTPUT = %r\n" % output + GDB_SCRIPT)
    gdb = subprocess.Popen(
        ["gdb", "-q", "-nx", "-batch", "-p", str(pid), "-x", script],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    for line in gdb.stdout:
        if line.startswith("ARMED"):
            break
    time.sleep(0.5)
    os.write(fd, key)
    for line in gdb.stdout:
        if line.startswith("STEPPED"):
            print("  %s instructions" % line.split()[1], file=sys.stderr)
    gdb.wait()
    read_quietly(fd, 0.3)
    with open(output) as file:
        return [int(line, 16) for line in file if line.strip()]


def mappings(pid, binary):
    """The executable mappings of `binary` in `pid`: (start, end, offset, path). Only the
    binary's own functions can be ordered: those of shared libraries (the C library)
    are laid out already."""
    result = []
    with open("/proc/%d/maps" % pid) as file:
        for line in file:
            fields = line.split()
            if len(fields) < 6 or "x" not in fields[1]:
                continue
            if os.path.realpath(fields[5]) != os.path.realpath(binary):
                continue
            start, end = (int(value, 16) for value in fields[0].split("-"))
            result.append((start, end, int(fields[2], 16), fields[5]))
    return result


def load_segments(path):
    """The loadable segments of the ELF64 file at `path`: (file offset, address, size)."""
    with open(path, "rb") as file:
        header = file.read(64)
        table, = struct.unpack_from("<Q", header, 32)
        entry_size, count = struct.unpack_from("<HH", header, 54)
        file.seek(table)
        entries = file.read(entry_size * count)
    segments = []
    for index in range(count):
        kind, _, offset, address, _, size = struct.unpack_from(
            "<IIQQQQ", entries, index * entry_size)
        if kind == 1:  # PT_LOAD
            segments.append((offset, address, size))
    return segments


def virtual_address(file_offset, segments):
    """The address in the binary of the byte at `file_offset`."""
    for offset, address, size in segments:
        if offset <= file_offset < offset + size:
            return file_offset - offset + address
    return file_offset


def function_names(addresses, maps):
    """The linkage names of the functions holding `addresses`, in first-run order."""
    offsets_by_path = {}
    located = []
    for address in addresses:
        for start, end, offset, path in maps:
            if start <= address < end:
                file_offset = address - start + offset
                offsets_by_path.setdefault(path, set()).add(file_offset)
                located.append((path, file_offset))
                break
    symbolizer = shutil.which("llvm-symbolizer") or "llvm-symbolizer"
    names = {}
    for path, offsets in offsets_by_path.items():
        ordered = sorted(offsets)
        # llvm-symbolizer wants the binary's own addresses; gold maps the executable segment
        # at its file offset's address, lld a page further on.
        segments = load_segments(path)
        answer = subprocess.run(
            [symbolizer, "--obj=" + path, "--functions=linkage", "--no-demangle",
             "--no-inlines", "--adjust-vma=0"]
            + ["0x%x" % virtual_address(value, segments) for value in ordered],
            capture_output=True, text=True, check=True).stdout.split("\n\n")
        for value, block in zip(ordered, answer):
            names[(path, value)] = block.split("\n")[0].strip()
    order = []
    seen = set()
    for key in located:
        name = names.get(key, "??")
        # "_init" is what the symbolizer says of the procedure linkage table.
        if name in seen or name in ("??", "_init"):
            continue
        seen.add(name)
        order.append(name)
    return order


def start_up_functions(demo, workdir):
    """The names of the functions of `demo` that run from its start to its first frame,
    and in the first key, Enter and Esc (which set up caches and metadata once): the demo
    runs under callgrind, which names every function it enters. It runs twice with the
    same data directory: a first start finds it empty, later ones find what the first left
    there (the disk widget's last reading)."""
    data = os.path.join(workdir, "start-up-data")
    entered = set()
    for run in range(2):
        output = os.path.join(workdir, "callgrind-%d.out" % run)
        pid, fd = start_on_pty([
            "valgrind", "--tool=callgrind", "--demangle=no", "--callgrind-out-file=" + output,
            demo, "--data-dir", data])
        try:
            read_quietly(fd, 5.0)  # valgrind starts a program some fifty times slower
            type_warm_up(fd, quiet=2.0)
            os.write(fd, b"\x03")
            read_quietly(fd, 5.0)
        finally:
            os.waitpid(pid, 0)
        entered |= functions_entered(output, demo)
    return entered


def functions_entered(callgrind_output, binary):
    """The names of the functions of `binary` that a callgrind profile saw run. The file
    names an object (`ob=`) and a function (`fn=`) in full the first time, as `(id) name`,
    and by `(id)` alone afterwards; `cob=` and `cfn=` name those of a call the same way."""
    objects, functions = {}, {}
    entered = set()
    current_object = None
    with open(callgrind_output) as file:
        for line in file:
            key, _, value = line.rstrip("\n").partition("=")
            if key not in ("ob", "cob", "fn", "cfn") or not value.startswith("("):
                continue
            ident, _, name = value[1:].partition(")")
            table = objects if key in ("ob", "cob") else functions
            if name.strip():
                table[ident] = name.strip()
            if key == "ob":
                current_object = objects.get(ident)
            elif key == "fn" and current_object is not None:
                name = functions[ident]
                # callgrind names code without a symbol by its address, which no linker
                # finds, and marks a recursive call's level: `name'2`.
                if os.path.realpath(current_object) == os.path.realpath(binary) \
                        and not name.startswith("0x"):
                    entered.add(name.split("'")[0])
    return entered


def functions_in_shared_sections(demo):
    """The names of the functions that the toolchain's static libraries compile into a large
    section shared with other functions (`.text` itself, not `.text.<name>`, over
    ``SHARED_SECTION_LIMIT`` bytes). The linker moves sections, not functions: naming one
    of those moves its whole section to that point of the order (the standard library's is
    1.5 MiB), and every function named after it lands beyond. A weak definition does not
    count when the app's own objects define the name too: the linker keeps their copy, which
    comes first. Read from the archives' section headers and symbol tables with llvm-objdump,
    and from the objects of `demo`'s build with llvm-nm."""
    info = json.loads(subprocess.run(["swift", "-print-target-info"], capture_output=True,
                                     text=True, check=True).stdout)
    runtime = info["paths"]["runtimeLibraryPaths"][0]  # .../lib/swift/linux
    static = os.path.join(os.path.dirname(os.path.dirname(runtime)), "swift_static",
                          os.path.basename(runtime))
    objdump = shutil.which("llvm-objdump") or "llvm-objdump"
    own = names_defined_in(glob.glob(os.path.join(os.path.dirname(demo), "*.build", "*.o")))
    shared = set()
    for archive in sorted(glob.glob(os.path.join(static, "*.a"))):
        listing = subprocess.run([objdump, "--section-headers", "--syms", archive],
                                 capture_output=True, text=True, check=True).stdout
        text_size = 0
        for line in listing.splitlines():
            if line.endswith("file format elf64-x86-64"):  # the next member
                text_size = 0
                continue
            # A section header: "  2 .text           00000035 0000000000000000 TEXT".
            fields = line.split()
            if len(fields) >= 3 and fields[0].isdigit() and fields[1] == ".text":
                text_size = int(fields[2], 16)
                continue
            # A symbol: "0000000000090d10 g     F .text\t00000000000000c0 .hidden $ss11_S...".
            place, _, rest = line.partition("\t")
            fields = place.split()
            if len(fields) < 4 or fields[-2:] != ["F", ".text"] or not rest \
                    or text_size <= SHARED_SECTION_LIMIT:
                continue
            name = rest.split()[-1]
            if "w" not in fields[1:-2] or name not in own:
                shared.add(name)
    return shared


def movable_first(names, shared):
    """`names` with those of `shared` sections moved after the others, each group in its
    order: the functions the linker can place one by one side by side, then the rest."""
    return [name for name in names if name not in shared] \
        + [name for name in names if name in shared]


def framework_data(demo):
    """The data of TerminalCore and TerminalUI that the hot path touches, in the order first
    touched: the footprint script's `--data-symbols`, less the names those modules' objects
    do not define (the demo's, the standard library's and the runtime's: a large section
    shared by many, or the app's own)."""
    with tempfile.NamedTemporaryFile("r", suffix=".txt") as listing:
        subprocess.run([sys.executable, os.path.join(HERE, "measure-hot-path-footprint.py"),
                        "--data-symbols", listing.name], check=True, stdout=subprocess.DEVNULL)
        touched = listing.read().split()
    objects = glob.glob(os.path.join(os.path.dirname(demo), "TerminalCore.build", "*.o")) \
        + glob.glob(os.path.join(os.path.dirname(demo), "TerminalUI.build", "*.o"))
    defined = names_defined_in(objects)
    return [name for name in touched if name in defined and not is_demo(name)]


def names_defined_in(objects):
    """The names of the symbols the object files `objects` define (llvm-nm)."""
    nm = shutil.which("llvm-nm") or "llvm-nm"
    return set(subprocess.run([nm, "--defined-only", "--just-symbol-name"] + objects,
                              capture_output=True, text=True, check=True).stdout.split())


def is_demo(name):
    """Whether `name` is the demo's: a function of its modules, or one specialized for
    their types (the module's mangled name appears in the linkage name)."""
    return any(module in name for module in DEMO_MODULES)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--output", default=os.path.join(HERE, "hot-path.order"))
    arguments = parser.parse_args()
    for tool in ("gdb", "valgrind"):
        if shutil.which(tool) is None:
            sys.exit("generate-hot-path-order: %s is needed (Debian: apt install %s)"
                     % (tool, tool))
    demo = build_demo()
    workdir = tempfile.mkdtemp(prefix="hot-path-")
    pid, fd = start_on_pty([demo, "--data-dir", os.path.join(workdir, "data")])
    try:
        read_quietly(fd, 1.0)
        type_warm_up(fd, quiet=0.2)
        maps = mappings(pid, demo)
        order = []
        for index, (title, key) in enumerate(SCENARIOS):
            print("tracing %s" % title, file=sys.stderr)
            for name in function_names(trace(pid, fd, key, workdir, index), maps):
                if name not in order:
                    order.append(name)
        os.write(fd, b"\x03")
        read_quietly(fd, 0.5)
    finally:
        os.waitpid(pid, 0)
    hot_path = len(order)
    try:
        print("running the start-up under callgrind", file=sys.stderr)
        start_up = sorted(set(start_up_functions(demo, workdir)) - set(order))
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    shared = functions_in_shared_sections(demo)
    order = movable_first(order, shared) + movable_first(start_up, shared)
    kept = [name for name in order if not is_demo(name)]
    print("listing the data the hot path touches under valgrind", file=sys.stderr)
    data = framework_data(demo)
    with open(arguments.output, "w") as file:
        file.write("# Generated by generate-hot-path-order.py: the functions a key, Enter and Esc\n")
        file.write("# run in a TerminalUI app, in the order they first run, then those its\n")
        file.write("# start-up runs, then the data of TerminalCore and TerminalUI the first\n")
        file.write("# three touch, by name. Do not edit.\n")
        file.write("\n".join(kept + data) + "\n")
    print("%d functions: %d of the hot path, %d more of start-up (%d of the demo left out); "
          "%d data -> %s"
          % (len(kept), len([name for name in order[:hot_path] if not is_demo(name)]),
             len([name for name in order[hot_path:] if not is_demo(name)]),
             len(order) - len(kept), len(data), arguments.output), file=sys.stderr)


if __name__ == "__main__":
    main()
