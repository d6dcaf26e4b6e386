"""The learning screens every game shares: its menu, a lesson, progress; its course by key."""
