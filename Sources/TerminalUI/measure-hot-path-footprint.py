#!/usr/bin/env python3
"""Measure how much memory a TerminalUI app's hot path touches: cache lines and pages.

Usage, from the package root (Linux, x86-64, with valgrind installed):

    python3 Sources/TerminalUI/measure-hot-path-footprint.py [--functions N]

A key that comes after a pause finds the code and data that answer it gone from the
caches, and then costs about as much as the number of distinct 64-byte lines (and 4 KiB
pages) it touches, not the number of instructions it runs: on the development machine some
40 ns a line, measured against the bench's after-idle figures. This script counts them, for
the scenarios of `generate-hot-path-order.py` (a typed character, Enter, Esc): it builds the
demo as that script does, runs it under valgrind's lackey, which logs every instruction and
every load and store, types the same warm-up keys, and for each scenario counts what ran
from the reader thread's `read` of the key to its `write` of the frame (the calls through
the binary's procedure linkage table mark both). Python 3 standard library only, plus
valgrind and the toolchain's llvm-objdump (and, for `--functions`, llvm-nm and `swift
demangle`). Like the instruction counts, the result is a figure of the build, not of the
machine: run it before and after a change to the hot path.

With `--functions N`, each scenario is followed by the N functions that account for the most
lines: a line of code counts for the function whose instruction ran first in it, a line of
data for the function whose load or store touched it first (lines outside the binary, in the
C library or the loader, count as one entry). That is where to look for what to cut. Then
come the N functions that ran the most instructions, each counting its own (the Swift
runtime's reference counting shows there, which the lines hide).

With `--mappings`, each scenario is followed by its lines of code and of data counted by the
mapping of the process they lie in (the binary's code, its read-only, writable and
zero-filled data, the heap, a thread's stack, the C library), as `/proc/PID/maps` names them:
a key after a pause pays for each page it touches about as much as for its lines, so this
shows which kind of memory to gather.

With `--data-symbols FILE`, the names of the binary's data (type metadata, globals, tables)
that the scenarios read or write go to FILE, one a line, in the order first touched:
`generate-hot-path-order.py` lays them out side by side as it does the functions.
"""

import argparse
import bisect
import collections
import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
LINE = 64
PAGE = 4096


def load_generator():
    """The order generator's module, for its build, pseudo-terminal and scenario helpers."""
    path = os.path.join(HERE, "generate-hot-path-order.py")
    sys.dont_write_bytecode = True  # no __pycache__ in the package's sources
    spec = importlib.util.spec_from_file_location("generate_hot_path_order", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def stub_addresses(binary, names):
    """The addresses in `binary` of the procedure linkage table's entries for `names`."""
    objdump = shutil.which("llvm-objdump") or "llvm-objdump"
    listing = subprocess.run([objdump, "-d", "--section=.plt", binary],
                             capture_output=True, text=True, check=True).stdout
    found = {}
    for line in listing.splitlines():
        for name in names:
            if line.endswith("<%s@plt>:" % name):
                found[name] = int(line.split()[0], 16)
    missing = [name for name in names if name not in found]
    if missing:
        sys.exit("measure-hot-path-footprint: no PLT entry for %s in %s" % (missing, binary))
    return found


class Footprints:
    """Reads lackey's log and keeps, for each stretch from a call to `read` to the next
    call to `write`, the instructions run, the lines of code and of data touched, each
    line with the address of the instruction that touched it first, how many times each
    instruction ran, and the addresses of data read or written, in the order first touched.

    Lines before ``watch(read, write)`` are read and dropped (start-up), so that valgrind
    never blocks on a full pipe."""

    def __init__(self, log):
        self.log = log
        self.marks = None
        self.stretches = []
        self.lock = threading.Lock()
        self.thread = threading.Thread(target=self.run, daemon=True)
        self.thread.start()

    def watch(self, read, write):
        """Starts collecting, with the addresses of the two calls' stubs in the process."""
        self.marks = (read, write)

    def take(self):
        """The stretches collected since the last call."""
        with self.lock:
            taken, self.stretches = self.stretches, []
        return taken

    def run(self):
        current = None
        instruction = 0
        for line in self.log:
            marks = self.marks
            if marks is None or len(line) < 4:
                continue
            kind = line[0]
            if kind == "I":
                instruction = int(line[3:line.index(",")], 16)
                if instruction == marks[0] and current is None:
                    current = [0, {}, {}, collections.Counter(), {}]
                elif instruction == marks[1] and current is not None:
                    with self.lock:
                        self.stretches.append(current)
                    current = None
                if current is not None:
                    current[0] += 1
                    current[3][instruction] += 1
                    current[1].setdefault(instruction // LINE, instruction)
            elif kind == " " and current is not None and line[1] in "LSM":
                address = int(line[3:line.index(",")], 16)
                current[2].setdefault(address // LINE, instruction)
                current[4].setdefault(address)


def runtime_address(address, maps, segments):
    """Where the byte the binary places at `address` is in the running process."""
    for offset, start_address, size in segments:
        if start_address <= address < start_address + size:
            file_offset = address - start_address + offset
            break
    else:
        sys.exit("measure-hot-path-footprint: %x is in no segment" % address)
    for start, end, map_offset, _ in maps:
        if map_offset <= file_offset < map_offset + (end - start):
            return start + file_offset - map_offset
    sys.exit("measure-hot-path-footprint: %x is not mapped" % address)


class FunctionNames:
    """Names the function of `binary` that holds an instruction address of the process that
    loaded it at `bias` and maps its code at `maps` (``mappings`` of the generator)."""

    OUTSIDE = "(outside the binary: the C library, the loader)"

    def __init__(self, binary, bias, maps):
        nm = shutil.which("llvm-nm") or "llvm-nm"
        listing = subprocess.run([nm, "--defined-only", "--numeric-sort", binary],
                                 capture_output=True, text=True, check=True).stdout
        self.symbols = []
        for line in listing.splitlines():
            fields = line.split()
            if len(fields) == 3 and fields[1] in "tTwW":
                self.symbols.append((int(fields[0], 16), fields[2]))
        self.starts = [start for start, _ in self.symbols]
        self.bias = bias
        self.maps = maps

    def __call__(self, address):
        if not any(start <= address < end for start, end, _, _ in self.maps):
            return self.OUTSIDE
        index = bisect.bisect_right(self.starts, address - self.bias) - 1
        return self.symbols[index][1] if index >= 0 else self.OUTSIDE

    @staticmethod
    def demangle(names):
        """`names`, demangled in one run of `swift demangle --simplified`."""
        answer = subprocess.run(["swift", "demangle", "--simplified"], input="\n".join(names),
                                capture_output=True, text=True)
        lines = answer.stdout.split("\n")
        return lines[:len(names)] if answer.returncode == 0 and len(lines) >= len(names) \
            else names


def print_functions(code, data, executed, names, count):
    """The `count` functions that account for the most lines of `code` and of `data`, and
    the `count` that ran the most of the instructions `executed` (a count per address)."""
    for title, lines in (("code", code), ("data", data)):
        tally = collections.Counter(names(first) for first in lines.values())
        print_top(tally, "lines of %s by function:" % title, count)
    tally = collections.Counter()
    for address, times in executed.items():
        tally[names(address)] += times
    print_top(tally, "instructions by function:", count)


def print_top(tally, title, count):
    """The `count` largest entries of `tally` (a count per mangled name), demangled."""
    top = tally.most_common(count)
    labels = FunctionNames.demangle([name for name, _ in top])
    print("    " + title)
    for (_, counted), label in zip(top, labels):
        print("    %6d  %s" % (counted, label[:110]))


class DataNames:
    """Names the data object of `binary` (one `llvm-nm` gives a size: metadata, a global, a
    table) that holds an address of the process that loaded it at `bias`."""

    def __init__(self, binary, bias):
        nm = shutil.which("llvm-nm") or "llvm-nm"
        listing = subprocess.run([nm, "--defined-only", "--numeric-sort", "--print-size", binary],
                                 capture_output=True, text=True, check=True).stdout
        self.objects = []
        for line in listing.splitlines():
            fields = line.split()
            if len(fields) == 4 and fields[2] in "dDbBrR" and int(fields[1], 16) > 0:
                start = int(fields[0], 16)
                self.objects.append((start, start + int(fields[1], 16), fields[3]))
        self.starts = [start for start, _, _ in self.objects]
        self.bias = bias

    def __call__(self, address):
        """The name of the object holding `address`, or `None` (the heap, a stack, a
        library, or bytes of the binary no sized symbol covers)."""
        index = bisect.bisect_right(self.starts, address - self.bias) - 1
        if index >= 0 and address - self.bias < self.objects[index][1]:
            return self.objects[index][2]
        return None


def print_mappings(code, data, pid):
    """`code` and `data` (line numbers) counted by the mapping of process `pid` they lie in:
    lines, pages and 2 MiB regions (a page walk's last level) for each. A mapping is named by
    its file and permissions; an anonymous one right after a file's writable mapping is that
    file's zero-filled data (`.bss`), and other anonymous ones by their addresses: a thread's
    stack, a malloc arena, and the heap, which valgrind maps `rwxp`."""
    maps = []
    with open("/proc/%d/maps" % pid) as file:
        for line in file:
            fields = line.split()
            start, end = (int(value, 16) for value in fields[0].split("-"))
            if len(fields) > 5:
                name = "%s %s" % (os.path.basename(fields[5]), fields[1])
            elif fields[1] == "rw-p" and maps and maps[-1][1] == start \
                    and maps[-1][2].endswith(" rw-p"):
                name = "%s zero-filled" % maps[-1][2][:-len(" rw-p")]
            else:
                name = "anonymous %s %x-%x" % (fields[1], start, end)
            maps.append((start, end, name))
    starts = [start for start, _, _ in maps]
    for title, lines in (("code", code), ("data", data)):
        tally = collections.defaultdict(list)
        for line in lines:
            index = bisect.bisect_right(starts, line * LINE) - 1
            inside = index >= 0 and line * LINE < maps[index][1]
            tally[maps[index][2] if inside else "(unmapped)"].append(line)
        print("    lines of %s by mapping:" % title)
        for name, counted in sorted(tally.items(), key=lambda item: -len(item[1])):
            print("    %6d lines %4d pages %3d regions  %s" % (
                len(counted), len({line * LINE // PAGE for line in counted}),
                len({line * LINE >> 21 for line in counted}), name))


def describe(lines):
    """`lines` (line numbers: addresses over 64) counted, with the pages they lie in."""
    pages = {line * LINE // PAGE for line in lines}
    return "%5d lines in %3d pages" % (len(lines), len(pages))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--functions", type=int, default=0, metavar="N",
                        help="list the N functions with the most lines, and with the most "
                        "instructions run, under each scenario")
    parser.add_argument("--mappings", action="store_true",
                        help="count each scenario's lines by the mapping they lie in")
    parser.add_argument("--data-symbols", metavar="FILE",
                        help="write the names of the binary's data the scenarios touch to FILE")
    arguments = parser.parse_args()
    if shutil.which("valgrind") is None:
        sys.exit("measure-hot-path-footprint: valgrind is needed (Debian: apt install valgrind)")
    generator = load_generator()
    demo = generator.build_demo()
    stubs = stub_addresses(demo, ["read", "write"])
    workdir = tempfile.mkdtemp(prefix="hot-path-footprint-")
    log_read, log_write = os.pipe()
    os.set_inheritable(log_write, True)
    footprints = Footprints(os.fdopen(log_read, "r", buffering=1 << 20))
    # No prefetching (`HotCode`): finding its code reads the symbol table, millions of
    # instructions whose log would hold the demo up for minutes before the first key.
    os.environ["CLEANSCENES_PREFETCH"] = "off"
    pid, fd = generator.start_on_pty([
        "valgrind", "--tool=lackey", "--trace-mem=yes", "--log-fd=%d" % log_write,
        demo, "--data-dir", os.path.join(workdir, "data")])
    os.close(log_write)
    try:
        generator.read_quietly(fd, 5.0)  # valgrind starts a program some fifty times slower
        maps = generator.mappings(pid, demo)
        segments = generator.load_segments(demo)
        marks = [runtime_address(stubs[name], maps, segments) for name in ("read", "write")]
        footprints.watch(*marks)
        names = FunctionNames(demo, marks[0] - stubs["read"], maps)
        data_names = DataNames(demo, marks[0] - stubs["read"])
        touched = []
        generator.type_warm_up(fd, quiet=2.0)
        footprints.take()
        print("%-34s %12s  %-24s  %-24s" % ("scenario", "instructions", "code", "data"))
        for title, key in generator.SCENARIOS:
            os.write(fd, key)
            generator.read_quietly(fd, 2.0)
            stretches = footprints.take()
            if not stretches:
                print("%-34s (no read and write seen)" % title)
                continue
            instructions, code, data, executed, addresses = stretches[0]
            print("%-34s %12d  %s  %s" % (title, instructions, describe(code), describe(data)))
            if arguments.mappings:
                print_mappings(code, data, pid)
            if arguments.functions:
                print_functions(code, data, executed, names, arguments.functions)
            for address in addresses:  # in the order first touched
                name = data_names(address)
                if name is not None and name not in touched:
                    touched.append(name)
        os.write(fd, b"\x03")
        generator.read_quietly(fd, 5.0)
    finally:
        os.waitpid(pid, 0)
        shutil.rmtree(workdir, ignore_errors=True)
    if arguments.data_symbols:
        with open(arguments.data_symbols, "w") as file:
            file.write("".join(name + "\n" for name in touched))


if __name__ == "__main__":
    main()
