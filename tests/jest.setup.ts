import '@testing-library/jest-dom';

// In the browser bundle a Server Function ('use server') is only a reference that posts to
// the server; component tests get the same: a stand-in that never loads the lead store.
// tests/unit/native-post.test.ts tests what it runs on the server (services/forms/native-post.ts).
jest.mock('@/services/forms/post-lead', () => ({ postLead: jest.fn(async () => null) }));
