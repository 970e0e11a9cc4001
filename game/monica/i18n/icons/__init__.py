"""Every printed icon as a sentence, in English, German or French.

The one place that phrases the components: placement icons, starting-tile
setups, activity rings, scoring icons, VIP rules, sand-dollar actions and
objective lines (the *rule*), plus what a rule gives in a city right now (the
*status*: "yes (Pier Arcade)", "needs 5 nature in the chain, has 4"). The
templates live in the ``phrase`` section of ``assets/i18n/<lang>/help.json``;
this module only picks templates and fills them. Tooltips, the help screens
and the explanations (``game.monica.i18n.explain``) all call it.

Icons are the contract's dicts (``shared/contracts/cards-and-cities.md``);
rings, VIP rules and sand-dollar actions may be the engine's objects or their
JSON. Every function takes an optional ``lang`` (default: English; the client
passes its words' language). Pure Python: no pygame.
"""
from game.monica.i18n.icons.basics import (PEOPLE_KINDS, TAKES, join, people, points, sand_dollars, tag_count, tag_form,
                     tag_tags)
from game.monica.i18n.icons.components import card_lines, space_name, tile_lines
from game.monica.i18n.icons.objectives import (category_key, objective_line, objective_short, objective_status,
                                               split_key)
from game.monica.i18n.icons.placement import (footprint_points, place_icon, place_kind, ring, ring_status, setup_icon,
                        vip_rule, vip_short)
from game.monica.i18n.icons.sand_dollars import sand_dollar_action, sand_dollar_short, sand_dollar_steps
from game.monica.i18n.icons.scoring import score_icon, score_kind, score_status, with_status

__all__ = ["PEOPLE_KINDS", "TAKES", "card_lines", "category_key", "split_key", "footprint_points", "join", "objective_line",
           "objective_short", "objective_status", "people", "place_icon", "place_kind", "points",
           "ring", "ring_status", "sand_dollar_action", "sand_dollar_short", "sand_dollar_steps", "sand_dollars",
           "score_icon", "score_kind", "score_status", "setup_icon", "space_name", "tag_count",
           "tag_form", "tag_tags", "tile_lines", "vip_rule", "vip_short", "with_status"]
