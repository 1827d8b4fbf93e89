/** A phone's own page: every card leads there, and it is the link to share. */
export const phonePath = (id: string) => `/phones/${encodeURIComponent(id)}`;
