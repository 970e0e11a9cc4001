"""The pygame-ce table: title, new game, play, results and rules scenes.

pygame is imported only inside this package. Importing the package itself is
cheap and pygame-free; the submodules import pygame.
"""
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
