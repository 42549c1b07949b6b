// Between the server and the web app's boot script, which must stay tiny: nothing else in this file,
// so importing it never pulls the app's own code into the script that runs before the first paint.

/** The meta element naming the modules a page needs to go live; the boot script preloads them after the first paint. */
export const PAGE_MODULES_META = 'atelier-modules';
