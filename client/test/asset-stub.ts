/** What an imported asset URL (e.g. the icon sprite) resolves to under jest; webpack gives /static/<name>.<hash>.<ext>. */
export default '/static/asset-stub.svg';
