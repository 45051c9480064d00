"""The card table: scene, card items, layout, card art."""
