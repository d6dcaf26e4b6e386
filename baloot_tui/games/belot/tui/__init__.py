"""Bulgarian Belot in the Textual app: its felt, deal summary, replay pages and settings row.

The app finds them through :data:`baloot_tui.games.belot.tui.adapter.ADAPTER`.
"""
