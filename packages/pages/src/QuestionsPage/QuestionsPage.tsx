import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageMeta } from '../common/PageMeta';
import { paths } from '../paths';
import { QUESTIONS, questionMatches } from './questionsContent';

const StyledFaq = styled.article`
  max-width: 760px;
  margin: 0 auto;
  padding-bottom: ${({ theme }) => theme.space.xl};

  & > h1 {
    margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

const StyledSearch = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};

  & > label {
    display: block;
    margin-bottom: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }

  & > input {
    box-sizing: border-box;
    width: 100%;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    font: inherit;
  }

  & > input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`;

const StyledQuestion = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.color.border};

  & > summary {
    padding: ${({ theme }) => theme.space.md} 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: 600;
    cursor: pointer;
  }

  & > summary:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
  }

  & > p {
    margin: 0 0 ${({ theme }) => theme.space.md};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
  }
`;

const StyledStatus = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** `/app/questions`: the FAQ, searchable; the words searched stay in the address (`?q=`). */
export function QuestionsPage() {
  const [search, setSearch] = useSearchParams();
  // The box keeps its own text: the address updates after a navigation, and a key typed before
  // it lands (or an input method's next character) would be lost if the box read the address.
  const [query, setQuery] = useState(() => search.get('q') ?? '');
  const inputId = useId();
  const found = QUESTIONS.filter((question) => questionMatches(question, query));
  const isSearching = query.trim() !== '';

  function handleQuery(text: string) {
    setQuery(text);
    setSearch(text ? { q: text } : {}, { replace: true, preventScrollReset: true });
  }

  return (
    <StyledFaq>
      <PageMeta
        title="常见问题"
        description="历史价格从哪里来、到手价和假降价是什么意思、怎样设置降价提醒、安装插件和自己部署价迹。"
      />
      <h1>常见问题</h1>
      <StyledSearch role="search">
        <label htmlFor={inputId}>搜索问题</label>
        <input
          id={inputId}
          type="search"
          value={query}
          placeholder="例如：到手价、插件、价保"
          onChange={(event) => handleQuery(event.target.value)}
        />
      </StyledSearch>
      {isSearching && (
        <StyledStatus role="status">
          {found.length > 0 ? (
            `找到 ${found.length} 个相关问题`
          ) : (
            <>
              没有找到和“{query.trim()}”相关的问题，换个说法试试，或
              <Link to={paths.us('contact')}>联系我们</Link>。
            </>
          )}
        </StyledStatus>
      )}
      {found.map((question) => (
        // A search opens what it found; otherwise each answer opens on demand.
        <StyledQuestion key={`${question.id}-${isSearching}`} id={question.id} open={isSearching}>
          <summary>{question.question}</summary>
          {question.answer.map((line) => (
            <p key={line}>{line}</p>
          ))}
          {question.link && (
            <p>
              <Link to={question.link.href}>{question.link.label}</Link>
            </p>
          )}
        </StyledQuestion>
      ))}
    </StyledFaq>
  );
}
