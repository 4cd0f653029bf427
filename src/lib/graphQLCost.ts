import { GraphQLError, Kind, type ExecutionArgs, type ValidationRule } from 'graphql'

/** Most documents one GraphQL request may ask for, summed over every `limit` in it. */
export const MAX_GRAPHQL_DOCUMENTS = 1_000
/** Most aliased fields in one request: aliases repeat a query without making it longer. */
export const MAX_GRAPHQL_ALIASES = 20

/**
 * Payload's complexity limit counts fields, not the documents a field returns: fifty aliases of
 * `Products(limit: 100000)` pass it. This rule counts what the query asks the database for — each
 * `limit` (0 means "all", so it is refused) and each alias — and refuses the request before it runs.
 */
export function graphQLCostRules({ variableValues }: ExecutionArgs): ValidationRule[] {
  const costRule: ValidationRule = (context) => {
    let documents = 0
    let aliases = 0
    return {
      Field(node) {
        if (node.alias) aliases += 1
        const limit = node.arguments?.find((argument) => argument.name.value === 'limit')?.value
        if (!limit) return
        const asked =
          limit.kind === Kind.INT
            ? Number(limit.value)
            : limit.kind === Kind.VARIABLE
              ? Number(variableValues?.[limit.name.value] ?? 10)
              : Number.NaN
        documents += Number.isFinite(asked) && asked > 0 ? asked : Number.POSITIVE_INFINITY
      },
      Document: {
        leave() {
          if (documents > MAX_GRAPHQL_DOCUMENTS) {
            context.reportError(
              new GraphQLError(
                `The query asks for more than ${MAX_GRAPHQL_DOCUMENTS} documents in all (limit 0 means all); page through them`,
              ),
            )
          }
          if (aliases > MAX_GRAPHQL_ALIASES) {
            context.reportError(
              new GraphQLError(`The query uses more than ${MAX_GRAPHQL_ALIASES} aliases`),
            )
          }
        },
      },
    }
  }
  return [costRule]
}
