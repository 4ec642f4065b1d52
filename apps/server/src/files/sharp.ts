import sharp from 'sharp';

// Loaded where an image is first read, not at start (decision 016): libvips takes a quarter
// second to load. Every image is read once, so its cache of operations would only hold memory.
sharp.cache(false);

export { sharp };
