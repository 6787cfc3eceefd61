"""The papers' analyses: Google-proofness (mutual information), LM scoring and its metrics, bias filters."""
