// Names the shell and the remotes share in the pages' structured data (JSON-LD).

/**
 * The `@id` of the shop's schema.org Organization, as a path (the shell's head makes it absolute on
 * the public origin). A remote names the shop as an article's author or publisher by this id; the
 * shell writes the Organization itself, with the name and logo only it knows.
 */
export const SHOP_ORGANIZATION_ID = '/#organization';
