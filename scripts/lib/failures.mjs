// The failed tests named in the vitest and Playwright JSON reports, so CI's last lines say which.

const MESSAGE_LINES = 6;

function firstLines(text) {
  return text.split('\n').slice(0, MESSAGE_LINES).join('\n    ');
}

/** One "file › test name" line, plus the start of its error, per failed vitest test. */
export function vitestFailures(report) {
  return (report?.testResults ?? []).flatMap((file) => {
    const failedTests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map(
        (test) =>
          `${file.name} › ${test.fullName}\n    ${firstLines(test.failureMessages.join('\n'))}`,
      );
    const failedFile = file.status === 'failed' && failedTests.length === 0 && file.message;
    return failedFile ? [`${file.name}\n    ${firstLines(file.message)}`] : failedTests;
  });
}

function playwrightSpecs(suite) {
  return [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(playwrightSpecs)];
}

/** One "[project] file › title" line, plus the start of its error, per failed or flaky e2e test. */
export function playwrightFailures(report) {
  return (report?.suites ?? []).flatMap(playwrightSpecs).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
      .map((test) => {
        const error = test.results.flatMap((result) => result.errors)[0]?.message ?? '';
        return `[${test.projectName}] ${spec.file} › ${spec.title} (${test.status})\n    ${firstLines(error)}`;
      }),
  );
}
