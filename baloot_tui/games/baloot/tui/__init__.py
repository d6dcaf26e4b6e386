"""Saudi Baloot in the Textual app: its felt, dialogs, replay pages and settings rows.

The app finds them through :data:`baloot_tui.games.baloot.tui.adapter.ADAPTER`.
"""
