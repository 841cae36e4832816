// The floor of `bench`'s key latency: a C program that reads the terminal's input in raw
// mode and answers each read with one byte, nothing else. No program on the machine answers
// a key through a pseudo-terminal sooner, so its figure (`c_echo_*`) says how much of the
// demo's and ncurses' latencies is the kernel's and the scheduler's. `bench` compiles it
// with the system's C compiler (the Swift toolchain's clang will do):
//
//   cc -O2 -o echo-peer echo-peer.c
//
// Ctrl-C quits.
#include <string.h>
#include <termios.h>
#include <unistd.h>

static void put(const char *text) {
  size_t length = strlen(text);
  while (length > 0) {
    ssize_t written = write(STDOUT_FILENO, text, length);
    if (written <= 0) return;
    text += written;
    length -= (size_t)written;
  }
}

int main(void) {
  struct termios saved, raw;
  if (tcgetattr(STDIN_FILENO, &saved) != 0) return 1;
  raw = saved;
  cfmakeraw(&raw);
  if (tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) != 0) return 1;
  put("\033[?1049h\033[Hecho-peer: type; Ctrl-C Quit");
  unsigned char input[4096];
  for (;;) {
    ssize_t count = read(STDIN_FILENO, input, sizeof input);
    if (count <= 0 || memchr(input, 0x03, (size_t)count) != NULL) break;
    put(".");
  }
  put("\033[?1049l");
  tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved);
  return 0;
}
