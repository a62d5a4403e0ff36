// Escapes text placed inside XML or HTML markup (attributes included).
export const escapeMarkup = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
