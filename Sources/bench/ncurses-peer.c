// The ncurses yardstick of `bench`: the demo's Home and Detail screens drawn with ncursesw,
// so that key latency, start-up time and peak memory can be compared with a C program that
// uses the classic optimizer. `bench` compiles it when gcc and ncursesw are present:
//
//   gcc -O2 -o ncurses-peer ncurses-peer.c -lncursesw
//
// Keys: printable ASCII types into the message field, Backspace erases, Enter shows Detail,
// Esc goes back to Home, Ctrl-C quits.
//
// `ncurses-peer --cold KEYS FLUSH_MB` measures instead, as `cold-latency` does for the demo,
// what a typed key and Enter cost it with the caches flushed (FLUSH_MB megabytes written
// through before each), drawing into /dev/null on an 80x24 xterm: it prints the medians in
// microseconds, from the key to the frame written, as JSON.
#define _POSIX_C_SOURCE 200809L
#define _XOPEN_SOURCE_EXTENDED 1
#include <curses.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static char message[256];
static size_t length;

static void footer(const char *const *hints, int count) {
  move(LINES - 1, 1);
  for (int index = 0; index < count; index += 2) {
    attron(A_REVERSE);
    addstr(hints[index]);
    attroff(A_REVERSE);
    printw(" %s  ", hints[index + 1]);
  }
}

static void title(const char *text) {
  attron(A_REVERSE | A_BOLD);
  mvhline(0, 0, ' ', COLS);
  mvaddstr(0, 1, text);
  attroff(A_REVERSE | A_BOLD);
}

static void home(void) {
  static const char *const hints[] = {
      "Enter", "Submit", "Tab", "Next", "Ctrl-O", "Open without segue", "Ctrl-C", "Quit"};
  erase();
  title("Home");
  mvaddstr(2, 2, "Disk 18.2% \u2588\u2588\u2588\u2588\u258d");
  mvaddstr(4, 2, "Message ");
  if (length == 0) {
    attron(A_DIM);
    addstr("Type a message");
    attroff(A_DIM);
  } else {
    addstr(message);
  }
  mvaddstr(6, 2, "[ Send ]");
  mvaddstr(8, 2, "[ To-dos ]");
  footer(hints, 8);
  move(4, 10 + (int)length);
}

static void detail(void) {
  static const char *const hints[] = {"Esc", "Back", "Ctrl-C", "Quit"};
  erase();
  title("Home \u203a Detail");
  mvaddstr(2, 2, message);
  mvaddstr(4, 2, "Sent at 12:00");
  footer(hints, 4);
  move(2, 2 + (int)length);
}

// MARK: - Cold keys

static double now_microseconds(void) {
  struct timespec time;
  clock_gettime(CLOCK_MONOTONIC, &time);
  return (double)time.tv_sec * 1e6 + (double)time.tv_nsec / 1e3;
}

static int compare_doubles(const void *left, const void *right) {
  double a = *(const double *)left, b = *(const double *)right;
  return (a > b) - (a < b);
}

static double median(double *values, int count) {
  qsort(values, (size_t)count, sizeof *values, compare_doubles);
  return values[count / 2];
}

// Writes one byte of every 64-byte line of `buffer`, pushing what was cached out.
static void flush_caches(unsigned char *buffer, size_t size) {
  for (size_t offset = 0; offset < size; offset += 64) buffer[offset]++;
}

static int measure_cold(int keys, long megabytes) {
  size_t size = (size_t)megabytes << 20;
  unsigned char *buffer = malloc(size);
  double *typed = malloc(sizeof(double) * (size_t)keys);
  double *enter = malloc(sizeof(double) * (size_t)keys);
  FILE *screen = fopen("/dev/null", "w");
  if (buffer == NULL || typed == NULL || enter == NULL || screen == NULL) {
    fprintf(stderr, "ncurses-peer: no memory or no /dev/null\n");
    return 1;
  }
  memset(buffer, 1, size);
  setenv("LINES", "24", 1);
  setenv("COLUMNS", "80", 1);
  if (newterm("xterm", screen, stdin) == NULL) {
    fprintf(stderr, "ncurses-peer: no xterm entry in terminfo\n");
    return 1;
  }
  raw();
  noecho();
  home();
  refresh();
  static const char text[] = "Hello, world Hello, world Hello, wo";
  for (int index = 0; index < keys; index++) {
    if (length + 1 == sizeof text) {  // Erased, untimed, as the pty figures do.
      length = 0;
      message[0] = 0;
      home();
      refresh();
    }
    flush_caches(buffer, size);
    double start = now_microseconds();
    message[length] = text[length];
    message[++length] = 0;
    if (length == 1) {
      home();
    } else {
      addch((chtype)message[length - 1]);
    }
    refresh();
    typed[index] = now_microseconds() - start;
  }
  strcpy(message, "Hello");
  length = strlen(message);
  home();
  refresh();
  for (int index = 0; index < keys; index++) {
    flush_caches(buffer, size);
    double start = now_microseconds();
    detail();
    refresh();
    enter[index] = now_microseconds() - start;
    home();
    refresh();
  }
  endwin();
  printf("{\n  \"ncurses_cold_typed_us_median\": %.1f,\n  \"ncurses_cold_enter_us_median\": %.1f\n}\n",
         median(typed, keys), median(enter, keys));
  return 0;
}

// MARK: - Main

int main(int argc, char **argv) {
  setlocale(LC_ALL, "");
  if (argc == 4 && strcmp(argv[1], "--cold") == 0) {
    int keys = atoi(argv[2]);
    long megabytes = atol(argv[3]);
    if (keys < 1 || keys > 100000 || megabytes < 1 || megabytes > 16384) {
      fprintf(stderr, "usage: ncurses-peer [--cold KEYS FLUSH_MB]\n");
      return 2;
    }
    return measure_cold(keys, megabytes);
  }
  initscr();
  raw();
  noecho();
  keypad(stdscr, TRUE);
  set_escdelay(25);
  home();
  refresh();
  int onDetail = 0;
  for (;;) {
    int key = getch();
    if (key == 3 || key == ERR) break;
    if (!onDetail && key >= 0x20 && key < 0x7F && length + 1 < sizeof message) {
      message[length++] = (char)key;
      message[length] = 0;
      if (length == 1) {
        home();
      } else {
        addch((chtype)key);
      }
    } else if (!onDetail && (key == KEY_BACKSPACE || key == 0x7F) && length > 0) {
      message[--length] = 0;
      home();
    } else if (!onDetail && (key == '\r' || key == '\n' || key == KEY_ENTER) && length > 0) {
      onDetail = 1;
      detail();
    } else if (onDetail && key == 27) {
      onDetail = 0;
      home();
    }
    refresh();
  }
  endwin();
  return 0;
}
