// Every style the shell needs, imported by main.tsx through import(): Vite then loads this CSS from
// JavaScript instead of a <link> in index.html, so no stylesheet blocks the first paint (the splash,
// painted from index.html's own markup and inlined CSS). The app renders once it has loaded.
import '../styles/base.css';
import '../components/ui/ui.css';
import '../styles/pages.css';
import './startup/splash.css';
