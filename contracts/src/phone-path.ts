/** A phone's own page: every card leads there, it is the link to share, and a buyer reads it again before paying. */
export const phonePath = (id: string) => `/phones/${encodeURIComponent(id)}`;
