// The package root is the UI; domain modules have their own subpaths (`/api`, `/bridge`, `/format`, ...).
export * from './ui/index';
