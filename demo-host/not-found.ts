// The demo host's not-found page names the missing path for whoever reads the console.
console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
