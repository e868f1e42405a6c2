#!/usr/bin/env node
// npm start: install, build every frontend and the API, then serve the whole site and its API on one port.
// The server migrates the database and seeds it when it is empty, and prints its URL.
import { buildSite, install, pnpm } from './workspace.mjs';

install();
buildSite();
pnpm(['--filter', '@shop/api', 'start']);
