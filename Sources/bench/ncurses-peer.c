// The ncurses yardstick of `bench`: the demo's Home and Detail screens drawn with ncursesw,
// so that key latency, start-up time and peak memory can be compared with a C program that
// uses the classic optimizer. `bench` compiles it when gcc and ncursesw are present:
//
//   gcc -O2 -o ncurses-peer ncurses-peer.c -lncursesw
//
// Keys: printable ASCII types into the message field, Backspace erases, Enter shows Detail,
// Esc goes back to Home, Ctrl-C quits.
#define _XOPEN_SOURCE_EXTENDED 1
#include <curses.h>
#include <locale.h>
#include <string.h>

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

int main(void) {
  setlocale(LC_ALL, "");
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
