"""Learn Baloot: lessons, the bidding quiz and the hand review as Textual screens."""
