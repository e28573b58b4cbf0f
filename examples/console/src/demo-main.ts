// The demo's entry (mode "demo" puts it in index.html in place of main.tsx): the mock starts in
// the page first, and only then the console loads. socket.io-client keeps the WebSocket it finds
// when it loads, so it must load after the worker has put MSW's in place, or the chat would go
// past the mock to a network that has no platform. Both imports are dynamic: the console's
// config.ts imports demo.ts too, and a console chunk that imported this entry's chunk, which
// awaits the console, would never finish loading.
await (await import('./demo')).startDemoPlatform();
(await import('./console')).renderConsole();

// A module (for the top-level awaits), though it imports statically nothing.
export {};
