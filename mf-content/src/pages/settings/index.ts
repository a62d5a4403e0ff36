// The settings page slice's public API: what the route table uses.
export { SettingsPage, settingsSpec } from './ui/SettingsPage.tsx';
