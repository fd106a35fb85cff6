// A point in the evaluation of the app's first script where the browser gets the main thread back (see main.tsx).
await new Promise((resume) => setTimeout(resume, 0));
export {};
