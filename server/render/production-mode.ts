/**
 * React picks its build from NODE_ENV when it is first loaded, and `npm start` does not set it: without this,
 * every page would be rendered by React's development build, about twice as slow and full of checks meant
 * for development. Imported first by the page renderer, before anything loads React; tests set NODE_ENV
 * themselves ('test') and keep it.
 */
process.env.NODE_ENV ??= 'production';
