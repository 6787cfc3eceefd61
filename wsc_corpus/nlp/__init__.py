"""Language processing resources: spaCy pipelines, lexicons and name lists."""
