// jsdom has no layout engine: the router's scroll reset calls window.scrollTo, which jsdom only reports as missing.
window.scrollTo = () => undefined;
