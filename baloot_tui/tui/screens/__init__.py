"""The screens of the app: start menu, table, dialogs, summaries, settings, help, replay."""
