"""The coach: plain-language explanations, the bidding-flow map and the glossary.

Like a bot, the coach sees only one seat's PlayerView, so its advice never uses
cards the player could not see. Import the submodules of ``baloot_tui.games.baloot.rules``,
never the facade (it loads the full hand state).
"""
