/** JSON that can stand inside a <script>: no `</script>` or `<!--` can end or change it early. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
