"""Santa Monica: i18n."""
