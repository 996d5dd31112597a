// The widget kit's entry: importing this module registers every tag.
import './users-management';
export {};
