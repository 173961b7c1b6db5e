// The community: the feed, an image's page, notices, reports, My creations and news.
export const community = {
  feed: {
    cursorInvalid: 'This list position is not valid. Reload the feed.',
  },
  report: {
    reasonRequired: 'Please choose a reason.',
    detailsTooLong: 'Please keep the details under 500 characters.',
  },
};
