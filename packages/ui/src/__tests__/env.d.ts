// Types of Vite's `?raw` imports, which the theme test uses to read theme.css.
/// <reference types="vite/client" />
