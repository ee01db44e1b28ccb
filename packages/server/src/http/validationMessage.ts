import type { FastifyError, FastifySchemaValidationError } from 'fastify';

type RequestPart = FastifyError['validationContext'];

const TYPE_NAMES: Record<string, string> = {
  integer: '整数',
  number: '数字',
  string: '字符串',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: '空值',
};

// What each part of the request is called when the whole part is wrong.
const PART_NAMES: Record<string, string> = {
  body: '请求体',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

function limitOf(error: FastifySchemaValidationError): string {
  return String(error.params.limit ?? '');
}

function problem(error: FastifySchemaValidationError): string {
  switch (error.keyword) {
    case 'type': {
      const types = String(error.params.type ?? '').split(',');
      return `应为${types.map((type) => TYPE_NAMES[type] ?? type).join('或')}`;
    }
    case 'required':
      return '不能为空';
    case 'maxLength':
      return `最多 ${limitOf(error)} 个字符`;
    case 'minLength':
      return `至少 ${limitOf(error)} 个字符`;
    case 'maxItems':
      return `最多 ${limitOf(error)} 项`;
    case 'minItems':
      return `至少 ${limitOf(error)} 项`;
    case 'maximum':
    case 'minimum':
    case 'exclusiveMaximum':
    case 'exclusiveMinimum':
      return '超出范围';
    case 'enum':
    case 'const':
      return '取值无效';
    case 'additionalProperties':
      return '不支持';
    default:
      return '格式不对';
  }
}

// The field a check failed on, as a client wrote it (`observations.0.listPrice`).
function fieldOf(error: FastifySchemaValidationError): string {
  const path = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  const extra = error.params.missingProperty ?? error.params.additionalProperty;
  if (typeof extra === 'string') path.push(extra);
  return path.join('.');
}

/** A short Chinese account of the first failed check (`page 应为整数`), for `请求参数有误：…`. */
export function validationMessage(
  errors: readonly FastifySchemaValidationError[],
  part: RequestPart,
): string {
  const first = errors[0];
  if (!first) return '';
  const field = fieldOf(first);
  return field
    ? `${field} ${problem(first)}`
    : `${PART_NAMES[part ?? 'body'] ?? ''}${problem(first)}`;
}
