"""The Comprehensive Rules text: parsing any edition into records (pure)."""
