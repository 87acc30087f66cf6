"""Targets from text and data: the target syntax, Vulkan devices, profiles and rules, IREE."""
