"""Reports at the edge: the formats CI systems read (SARIF, GitHub)."""
