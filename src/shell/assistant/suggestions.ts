// The AI Assistant's suggestions (SPEC.md §2): text and category, in this order.

export interface Suggestion {
  id: string;
  text: string;
  category: 'Analytics' | 'Members' | 'Campaigns' | 'Reports' | 'Insights';
}

export const suggestions: readonly Suggestion[] = [
  { id: 'performance', text: 'Show my loyalty program performance', category: 'Analytics' },
  { id: 'active-members', text: 'How many active members do I have?', category: 'Members' },
  { id: 'top-campaigns', text: 'List top performing campaigns', category: 'Campaigns' },
  { id: 'engagement-report', text: 'Generate engagement report', category: 'Reports' },
  { id: 'optimizations', text: 'Suggest program optimizations', category: 'Insights' },
];
