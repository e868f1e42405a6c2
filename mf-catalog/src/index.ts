// Standalone build entry; the site loads this remote through its Module Federation entry (./app) instead.
void import('./app/entry.tsx');
