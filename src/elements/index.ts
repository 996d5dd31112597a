// The widget kit's entry: importing this module registers every tag.
export {};
