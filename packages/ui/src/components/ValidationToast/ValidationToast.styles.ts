// The validation toast is drawn by Toast; this module has no looks of its own.
export {};
