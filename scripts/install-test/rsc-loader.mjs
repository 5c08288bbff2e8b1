/**
 * A Node module hook that treats `"use client"` modules as a React Server Components bundler does
 * (react-server-dom-webpack's node-loader, in small): the module is not run; each export becomes a client
 * reference. Loaded with `node --conditions=react-server --import <this file>`.
 */
import { register } from 'node:module';

register('./rsc-hooks.mjs', import.meta.url);
