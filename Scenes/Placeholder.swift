import TerminalUI
