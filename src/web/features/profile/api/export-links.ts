/** GET /api/profile/{userId}/export and /export.pdf: plain downloads (the browser saves the attachment), after POST /api/auth/reauth. */
export const exportJsonUrl = (userId: string) => `/api/profile/${userId}/export`;
export const exportPdfUrl = (userId: string) => `/api/profile/${userId}/export.pdf`;
