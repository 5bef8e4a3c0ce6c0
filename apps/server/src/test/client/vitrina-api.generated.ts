// Generated from /api/openapi.json by openapi-typescript (npm run api:types). Do not edit.

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ready once the database is migrated */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store/{id}/readiness": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's first steps (profile, web address, payment account, hours, a product; bot and delivery optional) and what keeps shoppers from ordering */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            steps: {
                                /** @enum {string} */
                                key: "profile" | "web_address" | "payment_account" | "hours" | "product" | "telegram" | "delivery";
                                done: boolean;
                                optional: boolean;
                            }[];
                            complete: boolean;
                            /** @enum {string|null} */
                            orders_blocked_by: "not_selling" | "no_account" | "no_product" | null;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            access_token: string;
                            /** @enum {string} */
                            token_type: "Bearer";
                            plan_id: number | null;
                            name: string;
                            lastname: string;
                            email: string;
                            role_id: 1 | 2 | 3 | 4 | 5;
                            user_id: number;
                            store_id: number | null;
                            time_zone: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many attempts: wait and try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign up as a store owner with a new store */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description password_confirmation must equal password. */
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        lastname: string;
                        /** Format: email */
                        email: string;
                        phone?: string | null;
                        storeName: string;
                        storeDescription: string;
                        password: string;
                        password_confirmation: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            access_token: string;
                            /** @enum {string} */
                            token_type: "Bearer";
                            plan_id: number | null;
                            name: string;
                            lastname: string;
                            email: string;
                            role_id: 1 | 2 | 3 | 4 | 5;
                            user_id: number;
                            store_id: number | null;
                            time_zone: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many attempts: wait and try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Revoke the current token */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/recover/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** E-mail a password recovery link */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    email: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many attempts: wait and try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/resetpassword/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a recovery code */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            /** @description password_confirmation must equal password. */
            requestBody: {
                content: {
                    "application/json": {
                        code?: string;
                        password: string;
                        password_confirmation: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many attempts: wait and try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every platform user, newest first: search, role, status and store filters */
        get: {
            parameters: {
                query?: {
                    per_page?: number;
                    cursor?: string;
                    page?: number;
                    q?: string;
                    role_id?: number;
                    status_id?: number;
                    store_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                name: string;
                                lastname: string;
                                email: string;
                                phone: string | null;
                                role_id: 1 | 2 | 3 | 4 | 5;
                                status_id: number;
                                plan_id: number | null;
                                store_id: number | null;
                                created_at: string;
                                store_name: string | null;
                                membership_until: string | null;
                                updated_at: string;
                            }[];
                            meta: {
                                per_page: number;
                                total: number;
                                total_is_estimate?: boolean;
                                next_cursor: string | null;
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create a user */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description store_id is required when role_id is 3 (a cashier). */
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        lastname: string;
                        /** Format: email */
                        email: string;
                        phone?: string | null;
                        role_id: 1 | 2 | 3 | 4 | 5;
                        store_id?: number | null;
                        storeName?: string;
                        password: string;
                        password_confirmation: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            lastname: string;
                            email: string;
                            phone: string | null;
                            role_id: 1 | 2 | 3 | 4 | 5;
                            status_id: number;
                            plan_id: number | null;
                            store_id: number | null;
                            created_at: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Account statuses */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            status_name: string;
                        }[];
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One platform user */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            lastname: string;
                            email: string;
                            phone: string | null;
                            role_id: 1 | 2 | 3 | 4 | 5;
                            status_id: number;
                            plan_id: number | null;
                            store_id: number | null;
                            created_at: string;
                            store_name: string | null;
                            membership_until: string | null;
                            updated_at: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update a user (an owner: only its store's cashiers); status 2 signs the user out */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            /** @description password_confirmation must equal password. */
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        lastname?: string;
                        /** Format: email */
                        email?: string;
                        phone?: string | null;
                        status_id?: 1 | 2;
                        password?: string;
                        password_confirmation?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            lastname: string;
                            email: string;
                            phone: string | null;
                            status_id: number;
                            statusName: string;
                            created_at: string;
                            role_id: 1 | 2 | 3 | 4 | 5;
                            store_id: number | null;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/store/{storeId}/cashier": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cashiers of a store */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    storeId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            lastname: string;
                            email: string;
                            phone: string | null;
                            status_id: number;
                            statusName: string;
                            created_at: string;
                        }[];
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/cashier": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a cashier (an owner's joins its store; the admin names store_id) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description password_confirmation must equal password. */
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        lastname: string;
                        /** Format: email */
                        email: string;
                        phone?: string | null;
                        store_id?: number | null;
                        password: string;
                        password_confirmation: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            lastname: string;
                            email: string;
                            phone: string | null;
                            status_id: number;
                            statusName: string;
                            created_at: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log, newest first: the admin's every entry (filters by actor, store, kind, days), an owner's its store's */
        get: {
            parameters: {
                query?: {
                    per_page?: number;
                    cursor?: string;
                    actor_id?: number;
                    store_id?: number;
                    kind?: "sale.verify" | "sale.reject" | "sale.shipping" | "sale.delivery" | "sale.cancel" | "licence.decide" | "membership.extend" | "user.create" | "user.update" | "user.status" | "store.status" | "plan.create" | "plan.update" | "plan.delete" | "dollar_rate.update" | "bank.delete" | "catalogue.delete" | "product.delete" | "extra.delete" | "faq.delete" | "dealer.delete" | "route.delete" | "company.unlink";
                    /** @description A day, 2000-01-01 to 2099-12-31. */
                    from?: string;
                    /** @description A day, 2000-01-01 to 2099-12-31. */
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                /** @enum {string} */
                                kind: "sale.verify" | "sale.reject" | "sale.shipping" | "sale.delivery" | "sale.cancel" | "licence.decide" | "membership.extend" | "user.create" | "user.update" | "user.status" | "store.status" | "plan.create" | "plan.update" | "plan.delete" | "dollar_rate.update" | "bank.delete" | "catalogue.delete" | "product.delete" | "extra.delete" | "faq.delete" | "dealer.delete" | "route.delete" | "company.unlink";
                                entity: string;
                                entity_id: number | null;
                                actor: {
                                    id: number;
                                    name: string;
                                    role_id: number;
                                } | null;
                                store_id: number | null;
                                store_name: string | null;
                                changes: {
                                    [key: string]: {
                                        from?: unknown;
                                        to?: unknown;
                                    };
                                };
                                created_at: string;
                            }[];
                            meta: {
                                per_page: number;
                                total: number;
                                total_is_estimate?: boolean;
                                next_cursor: string | null;
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/stores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every store with owner, plan, membership, last 30 days of sales, channels */
        get: {
            parameters: {
                query?: {
                    per_page?: number;
                    cursor?: string;
                    page?: number;
                    q?: string;
                    status?: number;
                    plan_id?: number;
                    membership?: "active" | "expiring" | "expired";
                    sort?: "newest" | "membership";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                name: string;
                                image: string | null;
                                web_store: string | null;
                                telegram_user_bot: string | null;
                                owner: {
                                    id: number;
                                    name: string;
                                    lastname: string;
                                    email: string;
                                };
                                plan: {
                                    id: number;
                                    name: string;
                                } | null;
                                membership_until: string | null;
                                /** @enum {string} */
                                membership_state: "active" | "expiring" | "expired";
                                status_id: number;
                                statusName: string;
                                sales_30d: {
                                    count: number;
                                    total: number;
                                };
                                channels: {
                                    telegram: boolean;
                                    web: boolean;
                                };
                                created_at: string;
                            }[];
                            meta: {
                                per_page: number;
                                total: number;
                                total_is_estimate?: boolean;
                                next_cursor: string | null;
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/stores/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store list's matching stores as CSV (streamed in batches) */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    status?: number;
                    plan_id?: number;
                    membership?: "active" | "expiring" | "expired";
                    sort?: "newest" | "membership";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": Blob;
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/stores/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One store: owner, membership and its history, licence payments, counts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            image: string | null;
                            web_store: string | null;
                            telegram_user_bot: string | null;
                            owner: {
                                id: number;
                                name: string;
                                lastname: string;
                                email: string;
                                phone: string | null;
                                status_id: number;
                            };
                            plan: {
                                id: number;
                                name: string;
                            } | null;
                            membership_until: string | null;
                            /** @enum {string} */
                            membership_state: "active" | "expiring" | "expired";
                            status_id: number;
                            statusName: string;
                            sales_30d: {
                                count: number;
                                total: number;
                            };
                            channels: {
                                telegram: boolean;
                                web: boolean;
                            };
                            created_at: string;
                            description: string;
                            phone: string | null;
                            membership: {
                                user_id: number;
                                plan: {
                                    id: number;
                                    name: string;
                                } | null;
                                membership_until: string | null;
                                /** @enum {string} */
                                state: "active" | "expiring" | "expired";
                                days_left: number;
                                store_suspended: boolean;
                                can_sell: boolean;
                            };
                            counts: {
                                products: number;
                                customers: number;
                                sales: number;
                            };
                            membership_history: {
                                id: number;
                                /** @enum {string} */
                                kind: "trial" | "payment" | "manual";
                                months: number;
                                days: number;
                                from_until: string | null;
                                to_until: string;
                                payment_id: number | null;
                                plan_name: string | null;
                                actor_name: string | null;
                                note: string | null;
                                created_at: string;
                            }[];
                            payments: {
                                id: number;
                                plan_id: number;
                                plan_name: string;
                                months: number;
                                user_id: number;
                                owner_name: string;
                                owner_email: string;
                                store_id: number | null;
                                store_name: string | null;
                                amount: number;
                                /** @enum {string} */
                                currency: "USD" | "VES";
                                dollar_rate: number | null;
                                ves_amount: number | null;
                                bank_id: number | null;
                                bank_name: string | null;
                                reference: string;
                                proof: string | null;
                                status: number;
                                decided_at: string | null;
                                decided_by: string | null;
                                membership_until: string | null;
                                created_at: string;
                                updated_at: string;
                            }[];
                            telegram_connected: boolean;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/stores/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Suspend (2) or activate (1) a store; its owner still signs in and reads */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        status_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                image: string | null;
                                web_store: string | null;
                                telegram_user_bot: string | null;
                                owner: {
                                    id: number;
                                    name: string;
                                    lastname: string;
                                    email: string;
                                };
                                plan: {
                                    id: number;
                                    name: string;
                                } | null;
                                membership_until: string | null;
                                /** @enum {string} */
                                membership_state: "active" | "expiring" | "expired";
                                status_id: number;
                                statusName: string;
                                sales_30d: {
                                    count: number;
                                    total: number;
                                };
                                channels: {
                                    telegram: boolean;
                                    web: boolean;
                                };
                                created_at: string;
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/admin/licence-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Licence revenue by plan and day, pending payments, new, expiring and expired stores */
        get: {
            parameters: {
                query?: {
                    /** @description Both or neither; without them the last 30 days */
                    start_date?: string;
                    /** @description Both or neither; without them the last 30 days */
                    end_date?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            start_date: string;
                            end_date: string;
                            revenue: {
                                total: number;
                                count: number;
                            };
                            revenue_by_plan: {
                                plan_id: number;
                                plan_name: string;
                                total: number;
                                count: number;
                            }[];
                            revenue_by_day: {
                                day: string;
                                total: number;
                            }[];
                            pending_payments: number;
                            new_stores: number;
                            expiring: number;
                            expired: number;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store/mystore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in owner's store */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            description: string;
                            phone: string | null;
                            image: string | null;
                            category_id: number | null;
                            categoryName: string | null;
                            address: string | null;
                            country_id: number | null;
                            state_id: number | null;
                            city_id: number | null;
                            latitude: number | null;
                            longitude: number | null;
                            telegram_user_bot: string | null;
                            telegram_token_set: boolean;
                            telegram_token_hint: string | null;
                            telegram_connected: boolean;
                            web_store: string | null;
                            store_host: string | null;
                            templates: {
                                id: number;
                                name: string;
                            }[];
                            status_id: number;
                            statusName: string;
                            time_zone: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update the store profile */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            /** @description latitude and longitude come together, or neither. */
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        description: string;
                        phone?: string | null;
                        category_id?: number | null;
                        address?: string | null;
                        country_id?: number | null;
                        state_id?: number | null;
                        city_id?: number | null;
                        latitude?: number | null;
                        longitude?: number | null;
                        /** @description An IANA time zone, e.g. America/Caracas; null for the platform's. */
                        time_zone?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            description: string;
                            phone: string | null;
                            image: string | null;
                            category_id: number | null;
                            categoryName: string | null;
                            address: string | null;
                            country_id: number | null;
                            state_id: number | null;
                            city_id: number | null;
                            latitude: number | null;
                            longitude: number | null;
                            telegram_user_bot: string | null;
                            telegram_token_set: boolean;
                            telegram_token_hint: string | null;
                            telegram_connected: boolean;
                            web_store: string | null;
                            store_host: string | null;
                            templates: {
                                id: number;
                                name: string;
                            }[];
                            status_id: number;
                            statusName: string;
                            time_zone: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/store/set_image/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the store image (multipart field image; JPEG, PNG or WEBP up to 5 MB) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            /** @description Every part is text: where the schema says a number or a boolean, its text ("12.50", "true" or "1"); a list or an object, its JSON text. JPEG, PNG or WEBP pictures of up to 5 MB each. */
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description JPEG, PNG or WEBP pictures of up to 5 MB each.
                         */
                        image: Blob;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            description: string;
                            phone: string | null;
                            image: string | null;
                            category_id: number | null;
                            categoryName: string | null;
                            address: string | null;
                            country_id: number | null;
                            state_id: number | null;
                            city_id: number | null;
                            latitude: number | null;
                            longitude: number | null;
                            telegram_user_bot: string | null;
                            telegram_token_set: boolean;
                            telegram_token_hint: string | null;
                            telegram_connected: boolean;
                            web_store: string | null;
                            store_host: string | null;
                            templates: {
                                id: number;
                                name: string;
                            }[];
                            status_id: number;
                            statusName: string;
                            time_zone: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The file store (FILES_URL's bucket) could not be reached to save the upload: nothing was saved; try again later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store/{id}/telegram/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask Telegram about a bot token (the given one or the saved one) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            connected: boolean;
                            webhook_url: string | null;
                            webhook_is_ours: boolean;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store/{id}/telegram": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Save the chat-bot store's bot and register its webhook */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        telegram_user_bot: string;
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            description: string;
                            phone: string | null;
                            image: string | null;
                            category_id: number | null;
                            categoryName: string | null;
                            address: string | null;
                            country_id: number | null;
                            state_id: number | null;
                            city_id: number | null;
                            latitude: number | null;
                            longitude: number | null;
                            telegram_user_bot: string | null;
                            telegram_token_set: boolean;
                            telegram_token_hint: string | null;
                            telegram_connected: boolean;
                            web_store: string | null;
                            store_host: string | null;
                            templates: {
                                id: number;
                                name: string;
                            }[];
                            status_id: number;
                            statusName: string;
                            time_zone: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/store/{id}/web": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set the web storefront's address and template */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        web_store: string;
                        template_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            description: string;
                            phone: string | null;
                            image: string | null;
                            category_id: number | null;
                            categoryName: string | null;
                            address: string | null;
                            country_id: number | null;
                            state_id: number | null;
                            city_id: number | null;
                            latitude: number | null;
                            longitude: number | null;
                            telegram_user_bot: string | null;
                            telegram_token_set: boolean;
                            telegram_token_hint: string | null;
                            telegram_connected: boolean;
                            web_store: string | null;
                            store_host: string | null;
                            templates: {
                                id: number;
                                name: string;
                            }[];
                            status_id: number;
                            statusName: string;
                            time_zone: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/store/{storeId}/catalogues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Catalogues of the store with their product and extra counts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    storeId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            products_count: number;
                            extras_count: number;
                        }[];
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create a catalogue */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    storeId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            products_count: number;
                            extras_count: number;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/catalogues/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an empty catalogue (409 while it has products or extras) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Rename a catalogue */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/store/{storeId}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products of a store, newest first, paged by cursor */
        get: {
            parameters: {
                query?: {
                    per_page?: number;
                    cursor?: string;
                    page?: number;
                    q?: string;
                    catalogue_id?: number;
                    active?: "true" | "false";
                };
                header?: never;
                path: {
                    storeId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                catalogue_id: number;
                                catalogueName: string;
                                name: string;
                                description: string;
                                price: number;
                                quantity: number;
                                active: boolean;
                                images: {
                                    id: number;
                                    url: string;
                                    thumb_url: string;
                                    position: number;
                                }[];
                                created_at: string;
                                updated_at: string;
                            }[];
                            meta: {
                                per_page: number;
                                total: number;
                                total_is_estimate?: boolean;
                                next_cursor: string | null;
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            catalogue_id: number;
                            catalogueName: string;
                            name: string;
                            description: string;
                            price: number;
                            quantity: number;
                            active: boolean;
                            images: {
                                id: number;
                                url: string;
                                thumb_url: string;
                                position: number;
                            }[];
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a product and its images */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a product (only the fields sent) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        description?: string;
                        price?: number;
                        quantity?: number;
                        active?: boolean;
                        catalogue_id?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            catalogue_id: number;
                            catalogueName: string;
                            name: string;
                            description: string;
                            price: number;
                            quantity: number;
                            active: boolean;
                            images: {
                                id: number;
                                url: string;
                                thumb_url: string;
                                position: number;
                            }[];
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/catalogues/{catalogue_id}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a product in a catalogue */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    catalogue_id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @default  */
                        description?: string;
                        price: number;
                        quantity: number;
                        /** @default true */
                        active?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            catalogue_id: number;
                            catalogueName: string;
                            name: string;
                            description: string;
                            price: number;
                            quantity: number;
                            active: boolean;
                            images: {
                                id: number;
                                url: string;
                                thumb_url: string;
                                position: number;
                            }[];
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{id}/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Images of a product, cover first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            url: string;
                            thumb_url: string;
                            position: number;
                        }[];
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Add images (multipart, field images[]; JPEG, PNG or WEBP up to 5 MB each) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            /** @description Every part is text: where the schema says a number or a boolean, its text ("12.50", "true" or "1"); a list or an object, its JSON text. JPEG, PNG or WEBP pictures of up to 5 MB each. */
            requestBody: {
                content: {
                    "multipart/form-data": {
                        images: Blob[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            url: string;
                            thumb_url: string;
                            position: number;
                        }[];
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The file store (FILES_URL's bucket) could not be reached to save the upload: nothing was saved; try again later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{id}/images/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Reorder the images of a product (all image ids, first is the cover) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        order: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            url: string;
                            thumb_url: string;
                            position: number;
                        }[];
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/images/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a product image */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store/{storeId}/extras": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Extras of the store with their catalogue */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    storeId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            catalogue_id: number;
                            catalogueName: string;
                            name: string;
                            price: number;
                            active: boolean;
                        }[];
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/catalogues/{catalogue_id}/extras": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an extra in a catalogue */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    catalogue_id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        price: number;
                        /** @default true */
                        active?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            catalogue_id: number;
                            catalogueName: string;
                            name: string;
                            price: number;
                            active: boolean;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/extras/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an extra */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change an extra (only the fields sent) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        price?: number;
                        active?: boolean;
                        catalogue_id?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            catalogue_id: number;
                            catalogueName: string;
                            name: string;
                            price: number;
                            active: boolean;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every country, by Spanish name */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            iso2: string;
                            phone_code: string;
                        }[];
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/states/{countryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A country's states, by name */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    countryId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            country_id: number;
                            name: string;
                            iso2: string;
                        }[];
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cities/{stateId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A state's cities, by name */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    stateId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            state_id: number;
                            name: string;
                            latitude: number | null;
                            longitude: number | null;
                        }[];
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Store categories, by name */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                        }[];
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/banks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the platform's (admin) or own store's bank accounts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bank_name: string;
                            /** @enum {string} */
                            account_type: "USD" | "VES";
                            account_number: string;
                            owner_full_name: string;
                            /** @enum {string} */
                            owner_idenfication_type: "V" | "J" | "R";
                            owner_idenfication: string;
                            id: number;
                        }[];
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Add a bank account to the platform's (admin) or own store's list */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description account_number: 20 digits for a VES account, 4 to 64 letters, digits or @ . - _ for a USD one. owner_idenfication: 6 to 9 digits for a V cédula; 9 digits with the check digit for a J or R RIF. */
            requestBody: {
                content: {
                    "application/json": {
                        bank_name: string;
                        /** @enum {string} */
                        account_type: "USD" | "VES";
                        account_number: string;
                        owner_full_name: string;
                        /** @enum {string} */
                        owner_idenfication_type: "V" | "J" | "R";
                        owner_idenfication: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bank_name: string;
                            /** @enum {string} */
                            account_type: "USD" | "VES";
                            account_number: string;
                            owner_full_name: string;
                            /** @enum {string} */
                            owner_idenfication_type: "V" | "J" | "R";
                            owner_idenfication: string;
                            id: number;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/banks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of the platform's (admin) or own store's bank accounts */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Replace one of the platform's (admin) or own store's bank accounts (send every field) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            /** @description account_number: 20 digits for a VES account, 4 to 64 letters, digits or @ . - _ for a USD one. owner_idenfication: 6 to 9 digits for a V cédula; 9 digits with the check digit for a J or R RIF. */
            requestBody: {
                content: {
                    "application/json": {
                        bank_name: string;
                        /** @enum {string} */
                        account_type: "USD" | "VES";
                        account_number: string;
                        owner_full_name: string;
                        /** @enum {string} */
                        owner_idenfication_type: "V" | "J" | "R";
                        owner_idenfication: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bank_name: string;
                            /** @enum {string} */
                            account_type: "USD" | "VES";
                            account_number: string;
                            owner_full_name: string;
                            /** @enum {string} */
                            owner_idenfication_type: "V" | "J" | "R";
                            owner_idenfication: string;
                            id: number;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/company/banks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the own delivery company's bank accounts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bank_name: string;
                            /** @enum {string} */
                            account_type: "USD" | "VES";
                            account_number: string;
                            owner_full_name: string;
                            /** @enum {string} */
                            owner_idenfication_type: "V" | "J" | "R";
                            owner_idenfication: string;
                            id: number;
                        }[];
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Add a bank account to the own delivery company's list */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description account_number: 20 digits for a VES account, 4 to 64 letters, digits or @ . - _ for a USD one. owner_idenfication: 6 to 9 digits for a V cédula; 9 digits with the check digit for a J or R RIF. */
            requestBody: {
                content: {
                    "application/json": {
                        bank_name: string;
                        /** @enum {string} */
                        account_type: "USD" | "VES";
                        account_number: string;
                        owner_full_name: string;
                        /** @enum {string} */
                        owner_idenfication_type: "V" | "J" | "R";
                        owner_idenfication: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bank_name: string;
                            /** @enum {string} */
                            account_type: "USD" | "VES";
                            account_number: string;
                            owner_full_name: string;
                            /** @enum {string} */
                            owner_idenfication_type: "V" | "J" | "R";
                            owner_idenfication: string;
                            id: number;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company/banks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of the own delivery company's bank accounts */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Replace one of the own delivery company's bank accounts (send every field) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            /** @description account_number: 20 digits for a VES account, 4 to 64 letters, digits or @ . - _ for a USD one. owner_idenfication: 6 to 9 digits for a V cédula; 9 digits with the check digit for a J or R RIF. */
            requestBody: {
                content: {
                    "application/json": {
                        bank_name: string;
                        /** @enum {string} */
                        account_type: "USD" | "VES";
                        account_number: string;
                        owner_full_name: string;
                        /** @enum {string} */
                        owner_idenfication_type: "V" | "J" | "R";
                        owner_idenfication: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bank_name: string;
                            /** @enum {string} */
                            account_type: "USD" | "VES";
                            account_number: string;
                            owner_full_name: string;
                            /** @enum {string} */
                            owner_idenfication_type: "V" | "J" | "R";
                            owner_idenfication: string;
                            id: number;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/store/{id}/faqs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's questions, by id; 204 with no body when there are none (SPEC.md §7) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            question: string;
                            answer: string;
                        }[];
                    };
                };
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Add a question */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        question: string;
                        answer: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            question: string;
                            answer: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/faqs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a question */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a question */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        question: string;
                        answer: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            question: string;
                            answer: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/store/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's store opening hours */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            schedules: {
                                weekday: number;
                                opens_at: string;
                                closes_at: string;
                            }[];
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store/{id}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the store's whole week of opening hours (an empty list: open at any hour) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        schedules: {
                            weekday: number;
                            /** @description A time of day, HH:MM (24 h). */
                            opens_at: string;
                            /** @description A time of day, HH:MM (24 h). */
                            closes_at: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            schedules: {
                                weekday: number;
                                opens_at: string;
                                closes_at: string;
                            }[];
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Own profile */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            lastname: string;
                            email: string;
                            phone: string | null;
                            avatar: string | null;
                            role_id: 1 | 2 | 3 | 4 | 5;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update own name, lastname, email and phone */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        lastname?: string;
                        /** Format: email */
                        email?: string;
                        phone?: string | null;
                        current_password?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            lastname: string;
                            email: string;
                            phone: string | null;
                            avatar: string | null;
                            role_id: 1 | 2 | 3 | 4 | 5;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many attempts: wait and try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/profile/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace own avatar (multipart, field image; JPEG, PNG or WEBP up to 5 MB) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description Every part is text: where the schema says a number or a boolean, its text ("12.50", "true" or "1"); a list or an object, its JSON text. JPEG, PNG or WEBP pictures of up to 5 MB each. */
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description JPEG, PNG or WEBP pictures of up to 5 MB each.
                         */
                        image: Blob;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            lastname: string;
                            email: string;
                            phone: string | null;
                            avatar: string | null;
                            role_id: 1 | 2 | 3 | 4 | 5;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The file store (FILES_URL's bucket) could not be reached to save the upload: nothing was saved; try again later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change own password; signs out the other sessions */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description password_confirmation must equal password. */
            requestBody: {
                content: {
                    "application/json": {
                        current_password: string;
                        password: string;
                        password_confirmation: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many attempts: wait and try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store/{storeId}/dealers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's couriers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    storeId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            lastname: string;
                            phone: string;
                            /** @enum {string} */
                            identification_type: "V" | "J" | "R";
                            identification: string;
                            vehicle: string | null;
                            plate: string | null;
                            active: boolean;
                            created_at: string;
                        }[];
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dealer/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A courier */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            lastname: string;
                            phone: string;
                            /** @enum {string} */
                            identification_type: "V" | "J" | "R";
                            identification: string;
                            vehicle: string | null;
                            plate: string | null;
                            active: boolean;
                            created_at: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a courier */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a courier */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        lastname?: string | null;
                        phone?: string;
                        /** @enum {string} */
                        identification_type?: "V" | "J" | "R";
                        identification?: string;
                        vehicle?: string | null;
                        plate?: string | null;
                        active?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            lastname: string;
                            phone: string;
                            /** @enum {string} */
                            identification_type: "V" | "J" | "R";
                            identification: string;
                            vehicle: string | null;
                            plate: string | null;
                            active: boolean;
                            created_at: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/dealer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a courier */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        lastname?: string | null;
                        phone: string;
                        /** @enum {string} */
                        identification_type: "V" | "J" | "R";
                        identification: string;
                        vehicle?: string | null;
                        plate?: string | null;
                        /** @default true */
                        active?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            lastname: string;
                            phone: string;
                            /** @enum {string} */
                            identification_type: "V" | "J" | "R";
                            identification: string;
                            vehicle: string | null;
                            plate: string | null;
                            active: boolean;
                            created_at: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/deliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Delivery companies, newest first (search q, status_id, keyset paging) */
        get: {
            parameters: {
                query?: {
                    per_page?: number;
                    cursor?: string;
                    page?: number;
                    q?: string;
                    status_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                name: string;
                                code: string | null;
                                phone: string | null;
                                address: string | null;
                                logo: string | null;
                                primary_admin: {
                                    id: number;
                                    name: string;
                                    email: string;
                                } | null;
                                secondary_admin: {
                                    id: number;
                                    name: string;
                                    email: string;
                                } | null;
                                can_charge: boolean;
                                fee: number;
                                status_id: number;
                                statusName: string;
                                geolocation_mode: boolean;
                                rate_per_km: number;
                                min_rate: number;
                                created_at: string;
                                updated_at: string;
                            }[];
                            meta: {
                                per_page: number;
                                total: number;
                                total_is_estimate?: boolean;
                                next_cursor: string | null;
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create a company with a new or existing primary administrator (role 4) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description Exactly one of primary_admin_id (an existing user) and primary_admin (a new one). */
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        code?: string | null;
                        phone?: string | null;
                        address?: string | null;
                        /** @default false */
                        can_charge?: boolean;
                        /** @default 0 */
                        fee?: number;
                        secondary_admin_id?: number | null;
                        /** @default 1 */
                        status_id?: 1 | 2;
                        primary_admin_id?: number;
                        /** @description password_confirmation must equal password. */
                        primary_admin?: {
                            name: string;
                            lastname: string;
                            /** Format: email */
                            email: string;
                            phone?: string | null;
                            password: string;
                            password_confirmation: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            code: string | null;
                            phone: string | null;
                            address: string | null;
                            logo: string | null;
                            primary_admin: {
                                id: number;
                                name: string;
                                email: string;
                            } | null;
                            secondary_admin: {
                                id: number;
                                name: string;
                                email: string;
                            } | null;
                            can_charge: boolean;
                            fee: number;
                            status_id: number;
                            statusName: string;
                            geolocation_mode: boolean;
                            rate_per_km: number;
                            min_rate: number;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/deliver/admins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Delivery users (role 4) free to administer a company (search q, at most 20) */
        get: {
            parameters: {
                query?: {
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            email: string;
                        }[];
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/deliver/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A company with its linked stores and couriers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            company: {
                                id: number;
                                name: string;
                                code: string | null;
                                phone: string | null;
                                address: string | null;
                                logo: string | null;
                                primary_admin: {
                                    id: number;
                                    name: string;
                                    email: string;
                                } | null;
                                secondary_admin: {
                                    id: number;
                                    name: string;
                                    email: string;
                                } | null;
                                can_charge: boolean;
                                fee: number;
                                status_id: number;
                                statusName: string;
                                geolocation_mode: boolean;
                                rate_per_km: number;
                                min_rate: number;
                                created_at: string;
                                updated_at: string;
                            };
                            stores: {
                                id: number;
                                name: string;
                                phone: string | null;
                                address: string | null;
                                linked_at: string;
                            }[];
                            dealers: {
                                id: number;
                                name: string;
                                lastname: string;
                                phone: string;
                                /** @enum {string} */
                                identification_type: "V" | "J" | "R";
                                identification: string;
                                vehicle: string | null;
                                plate: string | null;
                                active: boolean;
                                created_at: string;
                            }[];
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Edit a company (only the fields sent) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        code?: string | null;
                        phone?: string | null;
                        address?: string | null;
                        can_charge?: boolean;
                        fee?: number;
                        secondary_admin_id?: number | null;
                        status_id?: 1 | 2;
                        primary_admin_id?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            code: string | null;
                            phone: string | null;
                            address: string | null;
                            logo: string | null;
                            primary_admin: {
                                id: number;
                                name: string;
                                email: string;
                            } | null;
                            secondary_admin: {
                                id: number;
                                name: string;
                                email: string;
                            } | null;
                            can_charge: boolean;
                            fee: number;
                            status_id: number;
                            statusName: string;
                            geolocation_mode: boolean;
                            rate_per_km: number;
                            min_rate: number;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/admin/deliver/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Activate (1) or suspend (2) a company */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        status_id: 1 | 2;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            code: string | null;
                            phone: string | null;
                            address: string | null;
                            logo: string | null;
                            primary_admin: {
                                id: number;
                                name: string;
                                email: string;
                            } | null;
                            secondary_admin: {
                                id: number;
                                name: string;
                                email: string;
                            } | null;
                            can_charge: boolean;
                            fee: number;
                            status_id: number;
                            statusName: string;
                            geolocation_mode: boolean;
                            rate_per_km: number;
                            min_rate: number;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/deliver/mycompany": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's company */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            code: string | null;
                            phone: string | null;
                            address: string | null;
                            logo: string | null;
                            primary_admin: {
                                id: number;
                                name: string;
                                email: string;
                            } | null;
                            secondary_admin: {
                                id: number;
                                name: string;
                                email: string;
                            } | null;
                            can_charge: boolean;
                            fee: number;
                            status_id: number;
                            statusName: string;
                            geolocation_mode: boolean;
                            rate_per_km: number;
                            min_rate: number;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's company */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            code: string | null;
                            phone: string | null;
                            address: string | null;
                            logo: string | null;
                            primary_admin: {
                                id: number;
                                name: string;
                                email: string;
                            } | null;
                            secondary_admin: {
                                id: number;
                                name: string;
                                email: string;
                            } | null;
                            can_charge: boolean;
                            fee: number;
                            status_id: number;
                            statusName: string;
                            geolocation_mode: boolean;
                            rate_per_km: number;
                            min_rate: number;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Edit the caller's company (only the fields sent) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        code?: string | null;
                        phone?: string | null;
                        address?: string | null;
                        fee?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            code: string | null;
                            phone: string | null;
                            address: string | null;
                            logo: string | null;
                            primary_admin: {
                                id: number;
                                name: string;
                                email: string;
                            } | null;
                            secondary_admin: {
                                id: number;
                                name: string;
                                email: string;
                            } | null;
                            can_charge: boolean;
                            fee: number;
                            status_id: number;
                            statusName: string;
                            geolocation_mode: boolean;
                            rate_per_km: number;
                            min_rate: number;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/deliver/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Edit the caller's company, named in the path */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        code?: string | null;
                        phone?: string | null;
                        address?: string | null;
                        fee?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            code: string | null;
                            phone: string | null;
                            address: string | null;
                            logo: string | null;
                            primary_admin: {
                                id: number;
                                name: string;
                                email: string;
                            } | null;
                            secondary_admin: {
                                id: number;
                                name: string;
                                email: string;
                            } | null;
                            can_charge: boolean;
                            fee: number;
                            status_id: number;
                            statusName: string;
                            geolocation_mode: boolean;
                            rate_per_km: number;
                            min_rate: number;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/deliver/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the company's logo (multipart image; JPEG, PNG or WEBP up to 5 MB) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description Every part is text: where the schema says a number or a boolean, its text ("12.50", "true" or "1"); a list or an object, its JSON text. JPEG, PNG or WEBP pictures of up to 5 MB each. */
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description JPEG, PNG or WEBP pictures of up to 5 MB each.
                         */
                        image: Blob;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            code: string | null;
                            phone: string | null;
                            address: string | null;
                            logo: string | null;
                            primary_admin: {
                                id: number;
                                name: string;
                                email: string;
                            } | null;
                            secondary_admin: {
                                id: number;
                                name: string;
                                email: string;
                            } | null;
                            can_charge: boolean;
                            fee: number;
                            status_id: number;
                            statusName: string;
                            geolocation_mode: boolean;
                            rate_per_km: number;
                            min_rate: number;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The file store (FILES_URL's bucket) could not be reached to save the upload: nothing was saved; try again later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/delivery/{id}/update-mode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Turn charging by geolocation on or off */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        mode: boolean | 0 | 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                id: number;
                                geolocation_mode: boolean;
                                rate_per_km: number;
                                min_rate: number;
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/rate-delivery-location/get-all-rate-delivery-location": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The per-km rate, the minimum rate and the mode */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            geolocation_mode: boolean;
                            rate_per_km: number;
                            min_rate: number;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rate-delivery-location/{id}/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the per-km rate and the minimum rate */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        rate_per_km: number;
                        min_rate: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                id: number;
                                geolocation_mode: boolean;
                                rate_per_km: number;
                                min_rate: number;
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deliver/price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's routes */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            origin_country_id: number;
                            origin_state_id: number | null;
                            origin_city_id: number | null;
                            destination_country_id: number;
                            destination_state_id: number | null;
                            destination_city_id: number | null;
                            origin_name: string;
                            destination_name: string;
                            percentage: number;
                            created_at: string;
                            updated_at: string;
                        }[];
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Add a route (a duplicate origin and destination is refused) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        origin_country_id: number;
                        origin_state_id?: number | null;
                        origin_city_id?: number | null;
                        destination_country_id: number;
                        destination_state_id?: number | null;
                        destination_city_id?: number | null;
                        percentage: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            origin_country_id: number;
                            origin_state_id: number | null;
                            origin_city_id: number | null;
                            destination_country_id: number;
                            destination_state_id: number | null;
                            destination_city_id: number | null;
                            origin_name: string;
                            destination_name: string;
                            percentage: number;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deliver/price/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a route */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a route (only the fields sent) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        origin_country_id?: number;
                        origin_state_id?: number | null;
                        origin_city_id?: number | null;
                        destination_country_id?: number;
                        destination_state_id?: number | null;
                        destination_city_id?: number | null;
                        percentage?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            origin_country_id: number;
                            origin_state_id: number | null;
                            origin_city_id: number | null;
                            destination_country_id: number;
                            destination_state_id: number | null;
                            destination_city_id: number | null;
                            origin_name: string;
                            destination_name: string;
                            percentage: number;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/deliver/stores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The stores linked to the company */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            phone: string | null;
                            address: string | null;
                            linked_at: string;
                        }[];
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deliver/dealer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's couriers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            lastname: string;
                            phone: string;
                            /** @enum {string} */
                            identification_type: "V" | "J" | "R";
                            identification: string;
                            vehicle: string | null;
                            plate: string | null;
                            active: boolean;
                            created_at: string;
                        }[];
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Add a courier */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        lastname?: string | null;
                        phone: string;
                        /** @enum {string} */
                        identification_type: "V" | "J" | "R";
                        identification: string;
                        vehicle?: string | null;
                        plate?: string | null;
                        /** @default true */
                        active?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            lastname: string;
                            phone: string;
                            /** @enum {string} */
                            identification_type: "V" | "J" | "R";
                            identification: string;
                            vehicle: string | null;
                            plate: string | null;
                            active: boolean;
                            created_at: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deliver/dealer/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A courier */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            lastname: string;
                            phone: string;
                            /** @enum {string} */
                            identification_type: "V" | "J" | "R";
                            identification: string;
                            vehicle: string | null;
                            plate: string | null;
                            active: boolean;
                            created_at: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a courier */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a courier */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        lastname?: string | null;
                        phone?: string;
                        /** @enum {string} */
                        identification_type?: "V" | "J" | "R";
                        identification?: string;
                        vehicle?: string | null;
                        plate?: string | null;
                        active?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            lastname: string;
                            phone: string;
                            /** @enum {string} */
                            identification_type: "V" | "J" | "R";
                            identification: string;
                            vehicle: string | null;
                            plate: string | null;
                            active: boolean;
                            created_at: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active delivery companies, with whether the store is linked */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            logo: string | null;
                            phone: string | null;
                            can_charge: boolean;
                            fee: number;
                            geolocation_mode: boolean;
                            rate_per_km: number;
                            min_rate: number;
                            linked: boolean;
                            linked_at: string | null;
                        }[];
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Link the store to an active delivery company */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        company_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Unlink a delivery company (the path's id); past shipments keep it */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deliveryprices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's own routes (its own couriers) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            origin_country_id: number;
                            origin_state_id: number | null;
                            origin_city_id: number | null;
                            destination_country_id: number;
                            destination_state_id: number | null;
                            destination_city_id: number | null;
                            origin_name: string;
                            destination_name: string;
                            percentage: number;
                            created_at: string;
                            updated_at: string;
                        }[];
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Add a route of the store (a duplicate is refused) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        origin_country_id: number;
                        origin_state_id?: number | null;
                        origin_city_id?: number | null;
                        destination_country_id: number;
                        destination_state_id?: number | null;
                        destination_city_id?: number | null;
                        percentage: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            origin_country_id: number;
                            origin_state_id: number | null;
                            origin_city_id: number | null;
                            destination_country_id: number;
                            destination_state_id: number | null;
                            destination_city_id: number | null;
                            origin_name: string;
                            destination_name: string;
                            percentage: number;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deliveryprices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a route of the store */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a route of the store (only the fields sent) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        origin_country_id?: number;
                        origin_state_id?: number | null;
                        origin_city_id?: number | null;
                        destination_country_id?: number;
                        destination_state_id?: number | null;
                        destination_city_id?: number | null;
                        percentage?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            origin_country_id: number;
                            origin_state_id: number | null;
                            origin_city_id: number | null;
                            destination_country_id: number;
                            destination_state_id: number | null;
                            destination_city_id: number | null;
                            origin_name: string;
                            destination_name: string;
                            percentage: number;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/delivery/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every shipping offer (pick-up, own couriers, linked companies) with its price */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description destination, coordinates or both. */
            requestBody: {
                content: {
                    "application/json": {
                        store_id?: number;
                        destination?: {
                            country_id: number;
                            state_id?: number | null;
                            city_id?: number | null;
                        };
                        coordinates?: {
                            latitude: number;
                            longitude: number;
                        };
                        subtotal: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            distance_km: number | null;
                            offers: {
                                /** @enum {string} */
                                kind: "pickup" | "store" | "company";
                                company_id: number | null;
                                name: string;
                                /** @enum {string|null} */
                                mode: "route" | "geolocation" | null;
                                available: boolean;
                                price: number | null;
                                fee: number;
                                route_id: number | null;
                                percentage: number | null;
                                charged_to_shopper: boolean;
                            }[];
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store/{id}/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Shoppers of a store by channel, newest first; ?channel= with ?cursor= pages one list */
        get: {
            parameters: {
                query?: {
                    per_page?: number;
                    cursor?: string;
                    page?: number;
                    q?: string;
                    channel?: "telegram" | "web";
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            telegram?: {
                                data: {
                                    id: number;
                                    /** @enum {string} */
                                    channel: "telegram" | "web";
                                    name: string;
                                    lastname: string;
                                    email: string | null;
                                    phone: string | null;
                                    username: string | null;
                                    language: string | null;
                                    reachable: boolean;
                                    purchases_count: number;
                                    purchases_total: number;
                                    created_at: string;
                                }[];
                                meta: {
                                    per_page: number;
                                    total: number;
                                    total_is_estimate?: boolean;
                                    next_cursor: string | null;
                                };
                            };
                            web?: {
                                data: {
                                    id: number;
                                    /** @enum {string} */
                                    channel: "telegram" | "web";
                                    name: string;
                                    lastname: string;
                                    email: string | null;
                                    phone: string | null;
                                    username: string | null;
                                    language: string | null;
                                    reachable: boolean;
                                    purchases_count: number;
                                    purchases_total: number;
                                    created_at: string;
                                }[];
                                meta: {
                                    per_page: number;
                                    total: number;
                                    total_is_estimate?: boolean;
                                    next_cursor: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One shopper of the store */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @enum {string} */
                            channel: "telegram" | "web";
                            name: string;
                            lastname: string;
                            email: string | null;
                            phone: string | null;
                            username: string | null;
                            language: string | null;
                            reachable: boolean;
                            purchases_count: number;
                            purchases_total: number;
                            created_at: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Shoppers of every store, newest first, paged by cursor */
        get: {
            parameters: {
                query?: {
                    per_page?: number;
                    cursor?: string;
                    page?: number;
                    q?: string;
                    channel?: "telegram" | "web";
                    store_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                /** @enum {string} */
                                channel: "telegram" | "web";
                                name: string;
                                lastname: string;
                                email: string | null;
                                phone: string | null;
                                username: string | null;
                                language: string | null;
                                reachable: boolean;
                                purchases_count: number;
                                purchases_total: number;
                                created_at: string;
                                store_id: number;
                                storeName: string;
                            }[];
                            meta: {
                                per_page: number;
                                total: number;
                                total_is_estimate?: boolean;
                                next_cursor: string | null;
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bill": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sales of the store, paged by cursor, with filters and search by customer or number */
        get: {
            parameters: {
                query?: {
                    per_page?: number;
                    cursor?: string;
                    page?: number;
                    q?: string;
                    status?: number;
                    payment_status?: number;
                    channel?: "telegram" | "web";
                    customer_id?: number;
                    /** @description A day, 2000-01-01 to 2099-12-31. */
                    from?: string;
                    /** @description A day, 2000-01-01 to 2099-12-31. */
                    to?: string;
                    sort?: "newest" | "pending" | "updated";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                /** @enum {string} */
                                channel: "telegram" | "web";
                                customer_id: number;
                                customer_name: string;
                                items_count: number;
                                total: number;
                                status: number;
                                payment_status: number;
                                payment_reference: string | null;
                                created_at: string;
                                updated_at: string;
                            }[];
                            meta: {
                                per_page: number;
                                total: number;
                                total_is_estimate?: boolean;
                                next_cursor: string | null;
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Report of a range of days */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description final_date is on or after initial_date, at most 366 days later. */
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description A day, 2000-01-01 to 2099-12-31.
                         */
                        initial_date: string;
                        /**
                         * Format: date
                         * @description A day, 2000-01-01 to 2099-12-31.
                         */
                        final_date: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            initial_date: string;
                            final_date: string;
                            totals: {
                                count: number;
                                total: number;
                                shipping: number;
                                revenue: number;
                                revenue_count: number;
                            };
                            by_status: {
                                status: number;
                                count: number;
                                total: number;
                            }[];
                            by_channel: {
                                /** @enum {string} */
                                channel: "telegram" | "web";
                                count: number;
                                total: number;
                            }[];
                            by_product: {
                                product_id: number;
                                name: string;
                                quantity: number;
                                total: number;
                            }[];
                            by_day: {
                                day: string;
                                count: number;
                                total: number;
                                revenue: number;
                            }[];
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bill/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's newest sale and last change: an open panel polls it and reloads on a change */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            last_id: number | null;
                            updated_at: string | null;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bill/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sale: customer, items, payment, proof, shipment and its history */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @enum {string} */
                            channel: "telegram" | "web";
                            customer_id: number;
                            customer_name: string;
                            items_count: number;
                            total: number;
                            status: number;
                            payment_status: number;
                            payment_reference: string | null;
                            created_at: string;
                            updated_at: string;
                            customer: {
                                id: number;
                                name: string;
                                lastname: string;
                                email: string | null;
                                phone: string | null;
                                username: string | null;
                            };
                            contact: {
                                email: string | null;
                                phone: string | null;
                            } | null;
                            items: {
                                id: number;
                                product_id: number | null;
                                name: string;
                                quantity: number;
                                unit_price: number;
                                extras: {
                                    extra_id: number | null;
                                    name: string;
                                    price: number;
                                }[];
                                line_total: number;
                            }[];
                            subtotal: number;
                            shipping: number;
                            /** @enum {string} */
                            payment_currency: "USD" | "VES";
                            dollar_rate: number | null;
                            ves_amount: number | null;
                            bank: {
                                id: number;
                                bank_name: string;
                                account_type: string;
                            } | null;
                            payment_method: string | null;
                            proof_image: string | null;
                            shipping_info: {
                                /** @enum {string} */
                                mode: "pickup" | "route" | "distance";
                                company_id: number | null;
                                address: string | null;
                                km: number | null;
                                company_name: string | null;
                                courier: {
                                    id: number;
                                    name: string;
                                    phone: string;
                                } | null;
                                delivery_proof: string | null;
                                delivery_note: string | null;
                            };
                            cancellation_note: string | null;
                            history: {
                                id: number;
                                from_status: number | null;
                                to_status: number;
                                note: string | null;
                                actor: string | null;
                                created_at: string;
                            }[];
                            allowed_actions: ("verify" | "reject" | "shipping" | "delivery" | "receive" | "cancel")[];
                            warnings: {
                                same_reference: number[];
                                same_proof: number[];
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bill/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sale action: verify */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                id: number;
                                /** @enum {string} */
                                channel: "telegram" | "web";
                                customer_id: number;
                                customer_name: string;
                                items_count: number;
                                total: number;
                                status: number;
                                payment_status: number;
                                payment_reference: string | null;
                                created_at: string;
                                updated_at: string;
                                customer: {
                                    id: number;
                                    name: string;
                                    lastname: string;
                                    email: string | null;
                                    phone: string | null;
                                    username: string | null;
                                };
                                contact: {
                                    email: string | null;
                                    phone: string | null;
                                } | null;
                                items: {
                                    id: number;
                                    product_id: number | null;
                                    name: string;
                                    quantity: number;
                                    unit_price: number;
                                    extras: {
                                        extra_id: number | null;
                                        name: string;
                                        price: number;
                                    }[];
                                    line_total: number;
                                }[];
                                subtotal: number;
                                shipping: number;
                                /** @enum {string} */
                                payment_currency: "USD" | "VES";
                                dollar_rate: number | null;
                                ves_amount: number | null;
                                bank: {
                                    id: number;
                                    bank_name: string;
                                    account_type: string;
                                } | null;
                                payment_method: string | null;
                                proof_image: string | null;
                                shipping_info: {
                                    /** @enum {string} */
                                    mode: "pickup" | "route" | "distance";
                                    company_id: number | null;
                                    address: string | null;
                                    km: number | null;
                                    company_name: string | null;
                                    courier: {
                                        id: number;
                                        name: string;
                                        phone: string;
                                    } | null;
                                    delivery_proof: string | null;
                                    delivery_note: string | null;
                                };
                                cancellation_note: string | null;
                                history: {
                                    id: number;
                                    from_status: number | null;
                                    to_status: number;
                                    note: string | null;
                                    actor: string | null;
                                    created_at: string;
                                }[];
                                allowed_actions: ("verify" | "reject" | "shipping" | "delivery" | "receive" | "cancel")[];
                                warnings: {
                                    same_reference: number[];
                                    same_proof: number[];
                                };
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Sale action: verify */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                id: number;
                                /** @enum {string} */
                                channel: "telegram" | "web";
                                customer_id: number;
                                customer_name: string;
                                items_count: number;
                                total: number;
                                status: number;
                                payment_status: number;
                                payment_reference: string | null;
                                created_at: string;
                                updated_at: string;
                                customer: {
                                    id: number;
                                    name: string;
                                    lastname: string;
                                    email: string | null;
                                    phone: string | null;
                                    username: string | null;
                                };
                                contact: {
                                    email: string | null;
                                    phone: string | null;
                                } | null;
                                items: {
                                    id: number;
                                    product_id: number | null;
                                    name: string;
                                    quantity: number;
                                    unit_price: number;
                                    extras: {
                                        extra_id: number | null;
                                        name: string;
                                        price: number;
                                    }[];
                                    line_total: number;
                                }[];
                                subtotal: number;
                                shipping: number;
                                /** @enum {string} */
                                payment_currency: "USD" | "VES";
                                dollar_rate: number | null;
                                ves_amount: number | null;
                                bank: {
                                    id: number;
                                    bank_name: string;
                                    account_type: string;
                                } | null;
                                payment_method: string | null;
                                proof_image: string | null;
                                shipping_info: {
                                    /** @enum {string} */
                                    mode: "pickup" | "route" | "distance";
                                    company_id: number | null;
                                    address: string | null;
                                    km: number | null;
                                    company_name: string | null;
                                    courier: {
                                        id: number;
                                        name: string;
                                        phone: string;
                                    } | null;
                                    delivery_proof: string | null;
                                    delivery_note: string | null;
                                };
                                cancellation_note: string | null;
                                history: {
                                    id: number;
                                    from_status: number | null;
                                    to_status: number;
                                    note: string | null;
                                    actor: string | null;
                                    created_at: string;
                                }[];
                                allowed_actions: ("verify" | "reject" | "shipping" | "delivery" | "receive" | "cancel")[];
                                warnings: {
                                    same_reference: number[];
                                    same_proof: number[];
                                };
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bill/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sale action: reject */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                id: number;
                                /** @enum {string} */
                                channel: "telegram" | "web";
                                customer_id: number;
                                customer_name: string;
                                items_count: number;
                                total: number;
                                status: number;
                                payment_status: number;
                                payment_reference: string | null;
                                created_at: string;
                                updated_at: string;
                                customer: {
                                    id: number;
                                    name: string;
                                    lastname: string;
                                    email: string | null;
                                    phone: string | null;
                                    username: string | null;
                                };
                                contact: {
                                    email: string | null;
                                    phone: string | null;
                                } | null;
                                items: {
                                    id: number;
                                    product_id: number | null;
                                    name: string;
                                    quantity: number;
                                    unit_price: number;
                                    extras: {
                                        extra_id: number | null;
                                        name: string;
                                        price: number;
                                    }[];
                                    line_total: number;
                                }[];
                                subtotal: number;
                                shipping: number;
                                /** @enum {string} */
                                payment_currency: "USD" | "VES";
                                dollar_rate: number | null;
                                ves_amount: number | null;
                                bank: {
                                    id: number;
                                    bank_name: string;
                                    account_type: string;
                                } | null;
                                payment_method: string | null;
                                proof_image: string | null;
                                shipping_info: {
                                    /** @enum {string} */
                                    mode: "pickup" | "route" | "distance";
                                    company_id: number | null;
                                    address: string | null;
                                    km: number | null;
                                    company_name: string | null;
                                    courier: {
                                        id: number;
                                        name: string;
                                        phone: string;
                                    } | null;
                                    delivery_proof: string | null;
                                    delivery_note: string | null;
                                };
                                cancellation_note: string | null;
                                history: {
                                    id: number;
                                    from_status: number | null;
                                    to_status: number;
                                    note: string | null;
                                    actor: string | null;
                                    created_at: string;
                                }[];
                                allowed_actions: ("verify" | "reject" | "shipping" | "delivery" | "receive" | "cancel")[];
                                warnings: {
                                    same_reference: number[];
                                    same_proof: number[];
                                };
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Sale action: reject */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                id: number;
                                /** @enum {string} */
                                channel: "telegram" | "web";
                                customer_id: number;
                                customer_name: string;
                                items_count: number;
                                total: number;
                                status: number;
                                payment_status: number;
                                payment_reference: string | null;
                                created_at: string;
                                updated_at: string;
                                customer: {
                                    id: number;
                                    name: string;
                                    lastname: string;
                                    email: string | null;
                                    phone: string | null;
                                    username: string | null;
                                };
                                contact: {
                                    email: string | null;
                                    phone: string | null;
                                } | null;
                                items: {
                                    id: number;
                                    product_id: number | null;
                                    name: string;
                                    quantity: number;
                                    unit_price: number;
                                    extras: {
                                        extra_id: number | null;
                                        name: string;
                                        price: number;
                                    }[];
                                    line_total: number;
                                }[];
                                subtotal: number;
                                shipping: number;
                                /** @enum {string} */
                                payment_currency: "USD" | "VES";
                                dollar_rate: number | null;
                                ves_amount: number | null;
                                bank: {
                                    id: number;
                                    bank_name: string;
                                    account_type: string;
                                } | null;
                                payment_method: string | null;
                                proof_image: string | null;
                                shipping_info: {
                                    /** @enum {string} */
                                    mode: "pickup" | "route" | "distance";
                                    company_id: number | null;
                                    address: string | null;
                                    km: number | null;
                                    company_name: string | null;
                                    courier: {
                                        id: number;
                                        name: string;
                                        phone: string;
                                    } | null;
                                    delivery_proof: string | null;
                                    delivery_note: string | null;
                                };
                                cancellation_note: string | null;
                                history: {
                                    id: number;
                                    from_status: number | null;
                                    to_status: number;
                                    note: string | null;
                                    actor: string | null;
                                    created_at: string;
                                }[];
                                allowed_actions: ("verify" | "reject" | "shipping" | "delivery" | "receive" | "cancel")[];
                                warnings: {
                                    same_reference: number[];
                                    same_proof: number[];
                                };
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bill/{id}/shipping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sale action: shipping */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                id: number;
                                /** @enum {string} */
                                channel: "telegram" | "web";
                                customer_id: number;
                                customer_name: string;
                                items_count: number;
                                total: number;
                                status: number;
                                payment_status: number;
                                payment_reference: string | null;
                                created_at: string;
                                updated_at: string;
                                customer: {
                                    id: number;
                                    name: string;
                                    lastname: string;
                                    email: string | null;
                                    phone: string | null;
                                    username: string | null;
                                };
                                contact: {
                                    email: string | null;
                                    phone: string | null;
                                } | null;
                                items: {
                                    id: number;
                                    product_id: number | null;
                                    name: string;
                                    quantity: number;
                                    unit_price: number;
                                    extras: {
                                        extra_id: number | null;
                                        name: string;
                                        price: number;
                                    }[];
                                    line_total: number;
                                }[];
                                subtotal: number;
                                shipping: number;
                                /** @enum {string} */
                                payment_currency: "USD" | "VES";
                                dollar_rate: number | null;
                                ves_amount: number | null;
                                bank: {
                                    id: number;
                                    bank_name: string;
                                    account_type: string;
                                } | null;
                                payment_method: string | null;
                                proof_image: string | null;
                                shipping_info: {
                                    /** @enum {string} */
                                    mode: "pickup" | "route" | "distance";
                                    company_id: number | null;
                                    address: string | null;
                                    km: number | null;
                                    company_name: string | null;
                                    courier: {
                                        id: number;
                                        name: string;
                                        phone: string;
                                    } | null;
                                    delivery_proof: string | null;
                                    delivery_note: string | null;
                                };
                                cancellation_note: string | null;
                                history: {
                                    id: number;
                                    from_status: number | null;
                                    to_status: number;
                                    note: string | null;
                                    actor: string | null;
                                    created_at: string;
                                }[];
                                allowed_actions: ("verify" | "reject" | "shipping" | "delivery" | "receive" | "cancel")[];
                                warnings: {
                                    same_reference: number[];
                                    same_proof: number[];
                                };
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Sale action: shipping */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                id: number;
                                /** @enum {string} */
                                channel: "telegram" | "web";
                                customer_id: number;
                                customer_name: string;
                                items_count: number;
                                total: number;
                                status: number;
                                payment_status: number;
                                payment_reference: string | null;
                                created_at: string;
                                updated_at: string;
                                customer: {
                                    id: number;
                                    name: string;
                                    lastname: string;
                                    email: string | null;
                                    phone: string | null;
                                    username: string | null;
                                };
                                contact: {
                                    email: string | null;
                                    phone: string | null;
                                } | null;
                                items: {
                                    id: number;
                                    product_id: number | null;
                                    name: string;
                                    quantity: number;
                                    unit_price: number;
                                    extras: {
                                        extra_id: number | null;
                                        name: string;
                                        price: number;
                                    }[];
                                    line_total: number;
                                }[];
                                subtotal: number;
                                shipping: number;
                                /** @enum {string} */
                                payment_currency: "USD" | "VES";
                                dollar_rate: number | null;
                                ves_amount: number | null;
                                bank: {
                                    id: number;
                                    bank_name: string;
                                    account_type: string;
                                } | null;
                                payment_method: string | null;
                                proof_image: string | null;
                                shipping_info: {
                                    /** @enum {string} */
                                    mode: "pickup" | "route" | "distance";
                                    company_id: number | null;
                                    address: string | null;
                                    km: number | null;
                                    company_name: string | null;
                                    courier: {
                                        id: number;
                                        name: string;
                                        phone: string;
                                    } | null;
                                    delivery_proof: string | null;
                                    delivery_note: string | null;
                                };
                                cancellation_note: string | null;
                                history: {
                                    id: number;
                                    from_status: number | null;
                                    to_status: number;
                                    note: string | null;
                                    actor: string | null;
                                    created_at: string;
                                }[];
                                allowed_actions: ("verify" | "reject" | "shipping" | "delivery" | "receive" | "cancel")[];
                                warnings: {
                                    same_reference: number[];
                                    same_proof: number[];
                                };
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bill/{id}/delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sale action: delivery */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                id: number;
                                /** @enum {string} */
                                channel: "telegram" | "web";
                                customer_id: number;
                                customer_name: string;
                                items_count: number;
                                total: number;
                                status: number;
                                payment_status: number;
                                payment_reference: string | null;
                                created_at: string;
                                updated_at: string;
                                customer: {
                                    id: number;
                                    name: string;
                                    lastname: string;
                                    email: string | null;
                                    phone: string | null;
                                    username: string | null;
                                };
                                contact: {
                                    email: string | null;
                                    phone: string | null;
                                } | null;
                                items: {
                                    id: number;
                                    product_id: number | null;
                                    name: string;
                                    quantity: number;
                                    unit_price: number;
                                    extras: {
                                        extra_id: number | null;
                                        name: string;
                                        price: number;
                                    }[];
                                    line_total: number;
                                }[];
                                subtotal: number;
                                shipping: number;
                                /** @enum {string} */
                                payment_currency: "USD" | "VES";
                                dollar_rate: number | null;
                                ves_amount: number | null;
                                bank: {
                                    id: number;
                                    bank_name: string;
                                    account_type: string;
                                } | null;
                                payment_method: string | null;
                                proof_image: string | null;
                                shipping_info: {
                                    /** @enum {string} */
                                    mode: "pickup" | "route" | "distance";
                                    company_id: number | null;
                                    address: string | null;
                                    km: number | null;
                                    company_name: string | null;
                                    courier: {
                                        id: number;
                                        name: string;
                                        phone: string;
                                    } | null;
                                    delivery_proof: string | null;
                                    delivery_note: string | null;
                                };
                                cancellation_note: string | null;
                                history: {
                                    id: number;
                                    from_status: number | null;
                                    to_status: number;
                                    note: string | null;
                                    actor: string | null;
                                    created_at: string;
                                }[];
                                allowed_actions: ("verify" | "reject" | "shipping" | "delivery" | "receive" | "cancel")[];
                                warnings: {
                                    same_reference: number[];
                                    same_proof: number[];
                                };
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Sale action: delivery */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                id: number;
                                /** @enum {string} */
                                channel: "telegram" | "web";
                                customer_id: number;
                                customer_name: string;
                                items_count: number;
                                total: number;
                                status: number;
                                payment_status: number;
                                payment_reference: string | null;
                                created_at: string;
                                updated_at: string;
                                customer: {
                                    id: number;
                                    name: string;
                                    lastname: string;
                                    email: string | null;
                                    phone: string | null;
                                    username: string | null;
                                };
                                contact: {
                                    email: string | null;
                                    phone: string | null;
                                } | null;
                                items: {
                                    id: number;
                                    product_id: number | null;
                                    name: string;
                                    quantity: number;
                                    unit_price: number;
                                    extras: {
                                        extra_id: number | null;
                                        name: string;
                                        price: number;
                                    }[];
                                    line_total: number;
                                }[];
                                subtotal: number;
                                shipping: number;
                                /** @enum {string} */
                                payment_currency: "USD" | "VES";
                                dollar_rate: number | null;
                                ves_amount: number | null;
                                bank: {
                                    id: number;
                                    bank_name: string;
                                    account_type: string;
                                } | null;
                                payment_method: string | null;
                                proof_image: string | null;
                                shipping_info: {
                                    /** @enum {string} */
                                    mode: "pickup" | "route" | "distance";
                                    company_id: number | null;
                                    address: string | null;
                                    km: number | null;
                                    company_name: string | null;
                                    courier: {
                                        id: number;
                                        name: string;
                                        phone: string;
                                    } | null;
                                    delivery_proof: string | null;
                                    delivery_note: string | null;
                                };
                                cancellation_note: string | null;
                                history: {
                                    id: number;
                                    from_status: number | null;
                                    to_status: number;
                                    note: string | null;
                                    actor: string | null;
                                    created_at: string;
                                }[];
                                allowed_actions: ("verify" | "reject" | "shipping" | "delivery" | "receive" | "cancel")[];
                                warnings: {
                                    same_reference: number[];
                                    same_proof: number[];
                                };
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bill/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a sale with a note */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        note: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                id: number;
                                /** @enum {string} */
                                channel: "telegram" | "web";
                                customer_id: number;
                                customer_name: string;
                                items_count: number;
                                total: number;
                                status: number;
                                payment_status: number;
                                payment_reference: string | null;
                                created_at: string;
                                updated_at: string;
                                customer: {
                                    id: number;
                                    name: string;
                                    lastname: string;
                                    email: string | null;
                                    phone: string | null;
                                    username: string | null;
                                };
                                contact: {
                                    email: string | null;
                                    phone: string | null;
                                } | null;
                                items: {
                                    id: number;
                                    product_id: number | null;
                                    name: string;
                                    quantity: number;
                                    unit_price: number;
                                    extras: {
                                        extra_id: number | null;
                                        name: string;
                                        price: number;
                                    }[];
                                    line_total: number;
                                }[];
                                subtotal: number;
                                shipping: number;
                                /** @enum {string} */
                                payment_currency: "USD" | "VES";
                                dollar_rate: number | null;
                                ves_amount: number | null;
                                bank: {
                                    id: number;
                                    bank_name: string;
                                    account_type: string;
                                } | null;
                                payment_method: string | null;
                                proof_image: string | null;
                                shipping_info: {
                                    /** @enum {string} */
                                    mode: "pickup" | "route" | "distance";
                                    company_id: number | null;
                                    address: string | null;
                                    km: number | null;
                                    company_name: string | null;
                                    courier: {
                                        id: number;
                                        name: string;
                                        phone: string;
                                    } | null;
                                    delivery_proof: string | null;
                                    delivery_note: string | null;
                                };
                                cancellation_note: string | null;
                                history: {
                                    id: number;
                                    from_status: number | null;
                                    to_status: number;
                                    note: string | null;
                                    actor: string | null;
                                    created_at: string;
                                }[];
                                allowed_actions: ("verify" | "reject" | "shipping" | "delivery" | "receive" | "cancel")[];
                                warnings: {
                                    same_reference: number[];
                                    same_proof: number[];
                                };
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bill/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sales of a range as CSV (streamed) */
        get: {
            parameters: {
                query: {
                    /** @description A day, 2000-01-01 to 2099-12-31. */
                    initial_date: string;
                    /** @description A day, 2000-01-01 to 2099-12-31. */
                    final_date: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": Blob;
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mostselled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's best-selling products of a period (the last days unless given) */
        get: {
            parameters: {
                query?: {
                    /** @description Optional with end_date: without both, the last 30 days up to today (the stores' time zone). */
                    start_date?: string;
                    /** @description Optional with end_date: without both, the last 30 days up to today (the stores' time zone). */
                    end_date?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            product_id: number;
                            name: string;
                            quantity: number;
                            total: number;
                        }[];
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mostuser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's best customers of a period, web and Telegram apart */
        get: {
            parameters: {
                query?: {
                    /** @description Optional with end_date: without both, the last 30 days up to today (the stores' time zone). */
                    start_date?: string;
                    /** @description Optional with end_date: without both, the last 30 days up to today (the stores' time zone). */
                    end_date?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            web: {
                                client_id: number;
                                name: string;
                                count: number;
                                total: number;
                            }[];
                            telegram: {
                                client_id: number;
                                name: string;
                                count: number;
                                total: number;
                            }[];
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's income, sales count and average sale of a period */
        get: {
            parameters: {
                query?: {
                    /** @description Optional with end_date: without both, the last 30 days up to today (the stores' time zone). */
                    start_date?: string;
                    /** @description Optional with end_date: without both, the last 30 days up to today (the stores' time zone). */
                    end_date?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            profit: number;
                            count: number;
                            average: number;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/weeklysales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's sales and income day by day over a range */
        get: {
            parameters: {
                query: {
                    /** @description A day, 2000-01-01 to 2099-12-31. */
                    start_date: string;
                    /** @description A day, 2000-01-01 to 2099-12-31. */
                    end_date: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            day: string;
                            count: number;
                            total: number;
                        }[];
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store/top": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The stores that sold most in a period */
        get: {
            parameters: {
                query?: {
                    /** @description Optional with end_date: without both, the last 30 days up to today (the stores' time zone). */
                    start_date?: string;
                    /** @description Optional with end_date: without both, the last 30 days up to today (the stores' time zone). */
                    end_date?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            top: {
                                store_id: number;
                                name: string;
                                count: number;
                                total: number;
                            }[];
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many stores and shoppers the platform has */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            stores: number;
                            customers: number;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deliver/delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's shipments, paged by cursor, with filters */
        get: {
            parameters: {
                query?: {
                    per_page?: number;
                    cursor?: string;
                    page?: number;
                    q?: string;
                    state?: "to-verify" | "verified" | "shipped" | "delivered";
                    /** @description A day, 2000-01-01 to 2099-12-31. */
                    from?: string;
                    /** @description A day, 2000-01-01 to 2099-12-31. */
                    to?: string;
                    store_id?: number;
                    dealer_id?: number;
                    settled?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                bill_id: number;
                                /** @enum {string} */
                                state: "to-verify" | "verified" | "shipped" | "delivered";
                                status: number;
                                store: {
                                    id: number;
                                    name: string;
                                };
                                company: {
                                    id: number;
                                    name: string;
                                };
                                shopper_name: string;
                                address: string | null;
                                km: number | null;
                                /** @enum {string} */
                                mode: "route" | "distance";
                                price: number;
                                total: number;
                                courier: {
                                    id: number;
                                    name: string;
                                    phone: string;
                                } | null;
                                proof_image: string | null;
                                settled: boolean;
                                settled_at: string | null;
                                sale_day: string;
                                created_at: string;
                                updated_at: string;
                            }[];
                            meta: {
                                per_page: number;
                                total: number;
                                total_is_estimate?: boolean;
                                next_cursor: string | null;
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deliver/delivery/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A shipment: store, shopper, address, price, items, courier, proof */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            bill_id: number;
                            /** @enum {string} */
                            state: "to-verify" | "verified" | "shipped" | "delivered";
                            status: number;
                            store: {
                                id: number;
                                name: string;
                            };
                            company: {
                                id: number;
                                name: string;
                            };
                            shopper_name: string;
                            address: string | null;
                            km: number | null;
                            /** @enum {string} */
                            mode: "route" | "distance";
                            price: number;
                            total: number;
                            courier: {
                                id: number;
                                name: string;
                                phone: string;
                            } | null;
                            proof_image: string | null;
                            settled: boolean;
                            settled_at: string | null;
                            sale_day: string;
                            created_at: string;
                            updated_at: string;
                            shopper: {
                                name: string;
                                phone: string | null;
                                email: string | null;
                                username: string | null;
                            };
                            subtotal: number;
                            items: {
                                id: number;
                                product_id: number | null;
                                name: string;
                                quantity: number;
                                unit_price: number;
                                extras: {
                                    extra_id: number | null;
                                    name: string;
                                    price: number;
                                }[];
                                line_total: number;
                            }[];
                            delivery_note: string | null;
                            verified_at: string | null;
                            settled_by: string | null;
                            history: {
                                id: number;
                                from_status: number | null;
                                to_status: number;
                                note: string | null;
                                actor: string | null;
                                created_at: string;
                            }[];
                            allowed_actions: ("verify" | "pickup" | "deliver" | "pay")[];
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deliver/delivery/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept a shipment and assign one of the company’s active couriers */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        dealer_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                id: number;
                                bill_id: number;
                                /** @enum {string} */
                                state: "to-verify" | "verified" | "shipped" | "delivered";
                                status: number;
                                store: {
                                    id: number;
                                    name: string;
                                };
                                company: {
                                    id: number;
                                    name: string;
                                };
                                shopper_name: string;
                                address: string | null;
                                km: number | null;
                                /** @enum {string} */
                                mode: "route" | "distance";
                                price: number;
                                total: number;
                                courier: {
                                    id: number;
                                    name: string;
                                    phone: string;
                                } | null;
                                proof_image: string | null;
                                settled: boolean;
                                settled_at: string | null;
                                sale_day: string;
                                created_at: string;
                                updated_at: string;
                                shopper: {
                                    name: string;
                                    phone: string | null;
                                    email: string | null;
                                    username: string | null;
                                };
                                subtotal: number;
                                items: {
                                    id: number;
                                    product_id: number | null;
                                    name: string;
                                    quantity: number;
                                    unit_price: number;
                                    extras: {
                                        extra_id: number | null;
                                        name: string;
                                        price: number;
                                    }[];
                                    line_total: number;
                                }[];
                                delivery_note: string | null;
                                verified_at: string | null;
                                settled_by: string | null;
                                history: {
                                    id: number;
                                    from_status: number | null;
                                    to_status: number;
                                    note: string | null;
                                    actor: string | null;
                                    created_at: string;
                                }[];
                                allowed_actions: ("verify" | "pickup" | "deliver" | "pay")[];
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deliver/delivery/{id}/pickup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The courier picked the shipment up (the sale becomes shipped) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                id: number;
                                bill_id: number;
                                /** @enum {string} */
                                state: "to-verify" | "verified" | "shipped" | "delivered";
                                status: number;
                                store: {
                                    id: number;
                                    name: string;
                                };
                                company: {
                                    id: number;
                                    name: string;
                                };
                                shopper_name: string;
                                address: string | null;
                                km: number | null;
                                /** @enum {string} */
                                mode: "route" | "distance";
                                price: number;
                                total: number;
                                courier: {
                                    id: number;
                                    name: string;
                                    phone: string;
                                } | null;
                                proof_image: string | null;
                                settled: boolean;
                                settled_at: string | null;
                                sale_day: string;
                                created_at: string;
                                updated_at: string;
                                shopper: {
                                    name: string;
                                    phone: string | null;
                                    email: string | null;
                                    username: string | null;
                                };
                                subtotal: number;
                                items: {
                                    id: number;
                                    product_id: number | null;
                                    name: string;
                                    quantity: number;
                                    unit_price: number;
                                    extras: {
                                        extra_id: number | null;
                                        name: string;
                                        price: number;
                                    }[];
                                    line_total: number;
                                }[];
                                delivery_note: string | null;
                                verified_at: string | null;
                                settled_by: string | null;
                                history: {
                                    id: number;
                                    from_status: number | null;
                                    to_status: number;
                                    note: string | null;
                                    actor: string | null;
                                    created_at: string;
                                }[];
                                allowed_actions: ("verify" | "pickup" | "deliver" | "pay")[];
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deliver/delivery/{id}/deliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delivered, with a photo (multipart field image; JPEG, PNG or WEBP up to 5 MB) and a note (the sale becomes delivered) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            /** @description Every part is text: where the schema says a number or a boolean, its text ("12.50", "true" or "1"); a list or an object, its JSON text. JPEG, PNG or WEBP pictures of up to 5 MB each. */
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @description What the courier saw, up to 500 characters (optional). */
                        note?: string;
                        /**
                         * Format: binary
                         * @description JPEG, PNG or WEBP pictures of up to 5 MB each.
                         */
                        image: Blob;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                id: number;
                                bill_id: number;
                                /** @enum {string} */
                                state: "to-verify" | "verified" | "shipped" | "delivered";
                                status: number;
                                store: {
                                    id: number;
                                    name: string;
                                };
                                company: {
                                    id: number;
                                    name: string;
                                };
                                shopper_name: string;
                                address: string | null;
                                km: number | null;
                                /** @enum {string} */
                                mode: "route" | "distance";
                                price: number;
                                total: number;
                                courier: {
                                    id: number;
                                    name: string;
                                    phone: string;
                                } | null;
                                proof_image: string | null;
                                settled: boolean;
                                settled_at: string | null;
                                sale_day: string;
                                created_at: string;
                                updated_at: string;
                                shopper: {
                                    name: string;
                                    phone: string | null;
                                    email: string | null;
                                    username: string | null;
                                };
                                subtotal: number;
                                items: {
                                    id: number;
                                    product_id: number | null;
                                    name: string;
                                    quantity: number;
                                    unit_price: number;
                                    extras: {
                                        extra_id: number | null;
                                        name: string;
                                        price: number;
                                    }[];
                                    line_total: number;
                                }[];
                                delivery_note: string | null;
                                verified_at: string | null;
                                settled_by: string | null;
                                history: {
                                    id: number;
                                    from_status: number | null;
                                    to_status: number;
                                    note: string | null;
                                    actor: string | null;
                                    created_at: string;
                                }[];
                                allowed_actions: ("verify" | "pickup" | "deliver" | "pay")[];
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The file store (FILES_URL's bucket) could not be reached to save the upload: nothing was saved; try again later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/delivery/pay/{bill_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** The company’s charge for a delivered shipment is settled (once) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    bill_id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                id: number;
                                bill_id: number;
                                /** @enum {string} */
                                state: "to-verify" | "verified" | "shipped" | "delivered";
                                status: number;
                                store: {
                                    id: number;
                                    name: string;
                                };
                                company: {
                                    id: number;
                                    name: string;
                                };
                                shopper_name: string;
                                address: string | null;
                                km: number | null;
                                /** @enum {string} */
                                mode: "route" | "distance";
                                price: number;
                                total: number;
                                courier: {
                                    id: number;
                                    name: string;
                                    phone: string;
                                } | null;
                                proof_image: string | null;
                                settled: boolean;
                                settled_at: string | null;
                                sale_day: string;
                                created_at: string;
                                updated_at: string;
                                shopper: {
                                    name: string;
                                    phone: string | null;
                                    email: string | null;
                                    username: string | null;
                                };
                                subtotal: number;
                                items: {
                                    id: number;
                                    product_id: number | null;
                                    name: string;
                                    quantity: number;
                                    unit_price: number;
                                    extras: {
                                        extra_id: number | null;
                                        name: string;
                                        price: number;
                                    }[];
                                    line_total: number;
                                }[];
                                delivery_note: string | null;
                                verified_at: string | null;
                                settled_by: string | null;
                                history: {
                                    id: number;
                                    from_status: number | null;
                                    to_status: number;
                                    note: string | null;
                                    actor: string | null;
                                    created_at: string;
                                }[];
                                allowed_actions: ("verify" | "pickup" | "deliver" | "pay")[];
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/deliver/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Shipments, charges earned, settled and unsettled of a range of days */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description final_date is on or after initial_date, at most 366 days later. */
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description A day, 2000-01-01 to 2099-12-31.
                         */
                        initial_date: string;
                        /**
                         * Format: date
                         * @description A day, 2000-01-01 to 2099-12-31.
                         */
                        final_date: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            initial_date: string;
                            final_date: string;
                            totals: {
                                count: number;
                                delivered: number;
                                earned: number;
                                settled: number;
                                unsettled: number;
                            };
                            by_state: {
                                /** @enum {string} */
                                state: "to-verify" | "verified" | "shipped" | "delivered";
                                count: number;
                                price: number;
                            }[];
                            by_store: {
                                store: {
                                    id: number;
                                    name: string;
                                };
                                count: number;
                                delivered: number;
                                earned: number;
                                settled: number;
                                unsettled: number;
                            }[];
                            by_courier: {
                                courier: {
                                    id: number;
                                    name: string;
                                };
                                count: number;
                                delivered: number;
                                earned: number;
                                settled: number;
                                unsettled: number;
                            }[];
                            by_day: {
                                day: string;
                                count: number;
                                delivered: number;
                                earned: number;
                                settled: number;
                                unsettled: number;
                            }[];
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deliver/report/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shipments of a range as CSV (streamed) */
        get: {
            parameters: {
                query: {
                    /** @description A day, 2000-01-01 to 2099-12-31. */
                    initial_date: string;
                    /** @description A day, 2000-01-01 to 2099-12-31. */
                    final_date: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": Blob;
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's shipments with their company, courier, state, price and proof */
        get: {
            parameters: {
                query?: {
                    per_page?: number;
                    cursor?: string;
                    page?: number;
                    q?: string;
                    state?: "to-verify" | "verified" | "shipped" | "delivered";
                    /** @description A day, 2000-01-01 to 2099-12-31. */
                    from?: string;
                    /** @description A day, 2000-01-01 to 2099-12-31. */
                    to?: string;
                    company_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                bill_id: number;
                                /** @enum {string} */
                                state: "to-verify" | "verified" | "shipped" | "delivered";
                                status: number;
                                store: {
                                    id: number;
                                    name: string;
                                };
                                company: {
                                    id: number;
                                    name: string;
                                };
                                shopper_name: string;
                                address: string | null;
                                km: number | null;
                                /** @enum {string} */
                                mode: "route" | "distance";
                                price: number;
                                total: number;
                                courier: {
                                    id: number;
                                    name: string;
                                    phone: string;
                                } | null;
                                proof_image: string | null;
                                settled: boolean;
                                settled_at: string | null;
                                sale_day: string;
                                created_at: string;
                                updated_at: string;
                            }[];
                            meta: {
                                per_page: number;
                                total: number;
                                total_is_estimate?: boolean;
                                next_cursor: string | null;
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/delivery/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One shipment of the store */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            bill_id: number;
                            /** @enum {string} */
                            state: "to-verify" | "verified" | "shipped" | "delivered";
                            status: number;
                            store: {
                                id: number;
                                name: string;
                            };
                            company: {
                                id: number;
                                name: string;
                            };
                            shopper_name: string;
                            address: string | null;
                            km: number | null;
                            /** @enum {string} */
                            mode: "route" | "distance";
                            price: number;
                            total: number;
                            courier: {
                                id: number;
                                name: string;
                                phone: string;
                            } | null;
                            proof_image: string | null;
                            settled: boolean;
                            settled_at: string | null;
                            sale_day: string;
                            created_at: string;
                            updated_at: string;
                            shopper: {
                                name: string;
                                phone: string | null;
                                email: string | null;
                                username: string | null;
                            };
                            subtotal: number;
                            items: {
                                id: number;
                                product_id: number | null;
                                name: string;
                                quantity: number;
                                unit_price: number;
                                extras: {
                                    extra_id: number | null;
                                    name: string;
                                    price: number;
                                }[];
                                line_total: number;
                            }[];
                            delivery_note: string | null;
                            verified_at: string | null;
                            settled_by: string | null;
                            history: {
                                id: number;
                                from_status: number | null;
                                to_status: number;
                                note: string | null;
                                actor: string | null;
                                created_at: string;
                            }[];
                            allowed_actions: ("verify" | "pickup" | "deliver" | "pay")[];
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/deliver/{id}/delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A company's shipments, paged by cursor (the company's own list's query) */
        get: {
            parameters: {
                query?: {
                    per_page?: number;
                    cursor?: string;
                    page?: number;
                    q?: string;
                    state?: "to-verify" | "verified" | "shipped" | "delivered";
                    /** @description A day, 2000-01-01 to 2099-12-31. */
                    from?: string;
                    /** @description A day, 2000-01-01 to 2099-12-31. */
                    to?: string;
                    store_id?: number;
                    dealer_id?: number;
                    settled?: "true" | "false";
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                bill_id: number;
                                /** @enum {string} */
                                state: "to-verify" | "verified" | "shipped" | "delivered";
                                status: number;
                                store: {
                                    id: number;
                                    name: string;
                                };
                                company: {
                                    id: number;
                                    name: string;
                                };
                                shopper_name: string;
                                address: string | null;
                                km: number | null;
                                /** @enum {string} */
                                mode: "route" | "distance";
                                price: number;
                                total: number;
                                courier: {
                                    id: number;
                                    name: string;
                                    phone: string;
                                } | null;
                                proof_image: string | null;
                                settled: boolean;
                                settled_at: string | null;
                                sale_day: string;
                                created_at: string;
                                updated_at: string;
                            }[];
                            meta: {
                                per_page: number;
                                total: number;
                                total_is_estimate?: boolean;
                                next_cursor: string | null;
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/deliver/{id}/shipments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A company's shipments count and its settled and unsettled charges */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            count: number;
                            delivered: number;
                            earned: number;
                            settled: number;
                            unsettled: number;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/push/vapid-public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public VAPID key for subscribing a device */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            publicKey: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store/admin_subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribe the store owner's or a cashier's device to web push notifications */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        endpoint: string;
                        expirationTime?: number | null;
                        keys: {
                            p256dh: string;
                            auth: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Plans (an owner: the active ones), the dollar rate and the platform’s payment accounts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            plans: {
                                id: number;
                                name: string;
                                description: string | null;
                                months: number;
                                price: number;
                                yearly: boolean;
                                product_limit: number | null;
                                active: boolean;
                                created_at: string;
                                updated_at: string;
                            }[];
                            dollar_rate: number;
                            dollar_rate_at: string | null;
                            /** @enum {string} */
                            dollar_rate_origin: "default" | "admin" | "published";
                            dollar_rate_published: boolean;
                            dollar_rate_follows: boolean;
                            accounts: {
                                bank_name: string;
                                /** @enum {string} */
                                account_type: "USD" | "VES";
                                account_number: string;
                                owner_full_name: string;
                                /** @enum {string} */
                                owner_idenfication_type: "V" | "J" | "R";
                                owner_idenfication: string;
                                id: number;
                            }[];
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create a plan */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        description?: string | null;
                        months: number;
                        price: number;
                        /** @default false */
                        yearly?: boolean;
                        product_limit?: number | null;
                        /** @default true */
                        active?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                description: string | null;
                                months: number;
                                price: number;
                                yearly: boolean;
                                product_limit: number | null;
                                active: boolean;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a plan nobody paid (409 once it has payments: deactivate it) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a plan (every field) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        description?: string | null;
                        months: number;
                        price: number;
                        /** @default false */
                        yearly?: boolean;
                        product_limit?: number | null;
                        /** @default true */
                        active?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                description: string | null;
                                months: number;
                                price: number;
                                yearly: boolean;
                                product_limit: number | null;
                                active: boolean;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/plans/dollar-rate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the dollar rate (bolívares per dollar) later VES payments are priced at */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        dollarRate: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            dollar_rate: number;
                            dollar_rate_at: string | null;
                            /** @enum {string} */
                            dollar_rate_origin: "default" | "admin" | "published";
                            dollar_rate_published: boolean;
                            dollar_rate_follows: boolean;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plans/dollar-rate/follow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Follow the published dollar rate (read from RATE_SOURCE_URL at once, then every RATE_SOURCE_EVERY_MINUTES), or stop and keep the rate in force */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        follow: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            dollar_rate: number;
                            dollar_rate_at: string | null;
                            /** @enum {string} */
                            dollar_rate_origin: "default" | "admin" | "published";
                            dollar_rate_published: boolean;
                            dollar_rate_follows: boolean;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The published rate could not be read: nothing changed; try again later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store/{id}/dollar-rate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's dollar rate: its own, or the platform's it follows, and since when */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            own_rate: number | null;
                            in_force: {
                                rate: number;
                                at: string | null;
                                /** @enum {string} */
                                origin: "store" | "default" | "admin" | "published";
                            };
                            platform: {
                                rate: number;
                                at: string | null;
                                /** @enum {string} */
                                origin: "store" | "default" | "admin" | "published";
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Set a dollar rate of the store’s own for its VES prices and sales, or null to follow the platform’s */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        dollar_rate: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            own_rate: number | null;
                            in_force: {
                                rate: number;
                                at: string | null;
                                /** @enum {string} */
                                origin: "store" | "default" | "admin" | "published";
                            };
                            platform: {
                                rate: number;
                                at: string | null;
                                /** @enum {string} */
                                origin: "store" | "default" | "admin" | "published";
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscritption": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Extend a store owner’s membership by hand (from the later of now and its end) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        months: number;
                        user: number;
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                user_id: number;
                                plan: {
                                    id: number;
                                    name: string;
                                } | null;
                                membership_until: string | null;
                                /** @enum {string} */
                                state: "active" | "expiring" | "expired";
                                days_left: number;
                                store_suspended: boolean;
                                can_sell: boolean;
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/membership": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s membership: plan, end, state, whether the store may sell */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user_id: number;
                            plan: {
                                id: number;
                                name: string;
                            } | null;
                            membership_until: string | null;
                            /** @enum {string} */
                            state: "active" | "expiring" | "expired";
                            days_left: number;
                            store_suspended: boolean;
                            can_sell: boolean;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Licence payments, newest first (an owner: its own), paged by cursor */
        get: {
            parameters: {
                query?: {
                    per_page?: number;
                    cursor?: string;
                    page?: number;
                    q?: string;
                    status?: number;
                    plan_id?: number;
                    store_id?: number;
                    /** @description A day, 2000-01-01 to 2099-12-31. */
                    from?: string;
                    /** @description A day, 2000-01-01 to 2099-12-31. */
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                plan_id: number;
                                plan_name: string;
                                months: number;
                                user_id: number;
                                owner_name: string;
                                owner_email: string;
                                store_id: number | null;
                                store_name: string | null;
                                amount: number;
                                /** @enum {string} */
                                currency: "USD" | "VES";
                                dollar_rate: number | null;
                                ves_amount: number | null;
                                bank_id: number | null;
                                bank_name: string | null;
                                reference: string;
                                proof: string | null;
                                status: number;
                                decided_at: string | null;
                                decided_by: string | null;
                                membership_until: string | null;
                                created_at: string;
                                updated_at: string;
                            }[];
                            meta: {
                                per_page: number;
                                total: number;
                                total_is_estimate?: boolean;
                                next_cursor: string | null;
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Pay a plan: multipart fields plan_id, currency, bank_id, reference and the proof image in `image` (JPEG, PNG or WEBP up to 5 MB) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description Every part is text: where the schema says a number or a boolean, its text ("12.50", "true" or "1"); a list or an object, its JSON text. JPEG, PNG or WEBP pictures of up to 5 MB each. */
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @description The plan paid for (an id). */
                        plan_id?: string;
                        /** @description USD or VES. */
                        currency?: string;
                        /** @description The platform's account paid into (an id). */
                        bank_id?: string;
                        /** @description The transfer reference: letters, digits, spaces, '.', '/' or '-', up to 60. */
                        reference?: string;
                        /**
                         * Format: binary
                         * @description JPEG, PNG or WEBP pictures of up to 5 MB each.
                         */
                        image: Blob;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                plan_id: number;
                                plan_name: string;
                                months: number;
                                user_id: number;
                                owner_name: string;
                                owner_email: string;
                                store_id: number | null;
                                store_name: string | null;
                                amount: number;
                                /** @enum {string} */
                                currency: "USD" | "VES";
                                dollar_rate: number | null;
                                ves_amount: number | null;
                                bank_id: number | null;
                                bank_name: string | null;
                                reference: string;
                                proof: string | null;
                                status: number;
                                decided_at: string | null;
                                decided_by: string | null;
                                membership_until: string | null;
                                created_at: string;
                                updated_at: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The file store (FILES_URL's bucket) could not be reached to save the upload: nothing was saved; try again later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/payments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One licence payment with its duplicates (same reference or proof); data is an array */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                plan_id: number;
                                plan_name: string;
                                months: number;
                                user_id: number;
                                owner_name: string;
                                owner_email: string;
                                store_id: number | null;
                                store_name: string | null;
                                amount: number;
                                /** @enum {string} */
                                currency: "USD" | "VES";
                                dollar_rate: number | null;
                                ves_amount: number | null;
                                bank_id: number | null;
                                bank_name: string | null;
                                reference: string;
                                proof: string | null;
                                status: number;
                                decided_at: string | null;
                                decided_by: string | null;
                                membership_until: string | null;
                                created_at: string;
                                updated_at: string;
                                duplicates: {
                                    id: number;
                                    store_name: string | null;
                                    reference: string;
                                    status: number;
                                    /** @enum {string} */
                                    same: "reference" | "proof";
                                    created_at: string;
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Decide a payment, as a form (multipart or JSON): _method=patch, opt 1 paid (extends the membership once), 2 pending, 3 rejected */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        _method?: "patch";
                        opt: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                plan_id: number;
                                plan_name: string;
                                months: number;
                                user_id: number;
                                owner_name: string;
                                owner_email: string;
                                store_id: number | null;
                                store_name: string | null;
                                amount: number;
                                /** @enum {string} */
                                currency: "USD" | "VES";
                                dollar_rate: number | null;
                                ves_amount: number | null;
                                bank_id: number | null;
                                bank_name: string | null;
                                reference: string;
                                proof: string | null;
                                status: number;
                                decided_at: string | null;
                                decided_by: string | null;
                                membership_until: string | null;
                                created_at: string;
                                updated_at: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sendMessage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message to all store owners (e-mail and web push) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        text: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            recipients: number;
                            campaign_id: number;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sendMessage/bots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a text to every store's Telegram customers, through each store's bot */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        payload: {
                            text: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                campaign_id: number;
                                recipients: number;
                                bots: number;
                                eta_seconds: number;
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sendMessage/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a text to one customer of the store (Telegram, or e-mail for a web customer) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    clientId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        text: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            recipients: number;
                            campaign_id: number;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sendImage/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a picture with a text to one customer (multipart text and image) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    clientId: number;
                };
                cookie?: never;
            };
            /** @description Every part is text: where the schema says a number or a boolean, its text ("12.50", "true" or "1"); a list or an object, its JSON text. JPEG, PNG or WEBP pictures of up to 5 MB each. */
            requestBody: {
                content: {
                    "multipart/form-data": {
                        text: string;
                        /**
                         * Format: binary
                         * @description JPEG, PNG or WEBP pictures of up to 5 MB each.
                         */
                        image: Blob;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            recipients: number;
                            campaign_id: number;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The file store (FILES_URL's bucket) could not be reached to save the upload: nothing was saved; try again later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store/send_notification/{clientId}/{storeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message to one customer of the store (JSON, or multipart with an optional picture in `image`: JPEG, PNG or WEBP up to 5 MB) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    clientId: number;
                    storeId: number;
                };
                cookie?: never;
            };
            /** @description JSON, or a multipart form with the picture in `image`. Every part is text: where the schema says a number or a boolean, its text ("12.50", "true" or "1"); a list or an object, its JSON text. JPEG, PNG or WEBP pictures of up to 5 MB each. */
            requestBody: {
                content: {
                    "multipart/form-data": {
                        message: string;
                        /**
                         * Format: binary
                         * @description JPEG, PNG or WEBP pictures of up to 5 MB each.
                         */
                        image?: Blob;
                    };
                    "application/json": {
                        message: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            recipients: number;
                            campaign_id: number;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The file store (FILES_URL's bucket) could not be reached to save the upload: nothing was saved; try again later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store/store_broadcast/{storeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message to every reachable customer of the store (JSON, or multipart with an optional picture in `image`: JPEG, PNG or WEBP up to 5 MB) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    storeId: number;
                };
                cookie?: never;
            };
            /** @description JSON, or a multipart form with the picture in `image`. Every part is text: where the schema says a number or a boolean, its text ("12.50", "true" or "1"); a list or an object, its JSON text. JPEG, PNG or WEBP pictures of up to 5 MB each. */
            requestBody: {
                content: {
                    "multipart/form-data": {
                        message: string;
                        /**
                         * Format: binary
                         * @description JPEG, PNG or WEBP pictures of up to 5 MB each.
                         */
                        image?: Blob;
                    };
                    "application/json": {
                        message: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            recipients: number;
                            campaign_id: number;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The file store (FILES_URL's bucket) could not be reached to save the upload: nothing was saved; try again later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{productId}/sendpromo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Promote a product to the store's Telegram customers (photo, price, order button) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    productId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        text: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            recipients: number;
                            campaign_id: number;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store/product_broadcast/{storeId}/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Promote a product to the store's web customers (e-mail) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    storeId: number;
                    productId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        text: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            recipients: number;
                            campaign_id: number;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Campaigns, newest first, paged by cursor; ?status= filters */
        get: {
            parameters: {
                query?: {
                    per_page?: number;
                    cursor?: string;
                    page?: number;
                    q?: string;
                    status?: "scheduled" | "sending" | "paused" | "cancelled" | "done";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                store_id: number | null;
                                /** @enum {string} */
                                kind: "message" | "image" | "broadcast" | "promotion" | "campaign" | "admin";
                                /** @enum {string} */
                                status: "scheduled" | "sending" | "paused" | "cancelled" | "done";
                                text: string;
                                image_url: string | null;
                                product_id: number | null;
                                audience: {
                                    /** @enum {string} */
                                    channel: "all" | "telegram" | "web";
                                    product_id?: number;
                                    catalogue_id?: number;
                                    within_days?: number;
                                };
                                scheduled_at: string | null;
                                started_at: string | null;
                                finished_at: string | null;
                                created_at: string;
                                counts: {
                                    total: number;
                                    queued: number;
                                    sent: number;
                                    failed: number;
                                    unreachable: number;
                                    cancelled: number;
                                };
                                eta_seconds: number | null;
                            }[];
                            meta: {
                                per_page: number;
                                total: number;
                                total_is_estimate?: boolean;
                                next_cursor: string | null;
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create a campaign: now, or held until scheduled_at (JSON, or multipart with an optional picture in `image`) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description JSON, or a multipart form with the picture in `image`. Every part is text: where the schema says a number or a boolean, its text ("12.50", "true" or "1"); a list or an object, its JSON text. JPEG, PNG or WEBP pictures of up to 5 MB each. */
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * @default all
                         * @enum {string}
                         */
                        channel?: "all" | "telegram" | "web";
                        product_id?: number;
                        catalogue_id?: number;
                        within_days?: number;
                        text: string;
                        scheduled_at?: string;
                        /**
                         * Format: binary
                         * @description JPEG, PNG or WEBP pictures of up to 5 MB each.
                         */
                        image?: Blob;
                    };
                    "application/json": {
                        /**
                         * @default all
                         * @enum {string}
                         */
                        channel?: "all" | "telegram" | "web";
                        product_id?: number;
                        catalogue_id?: number;
                        within_days?: number;
                        text: string;
                        scheduled_at?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                id: number;
                                store_id: number | null;
                                /** @enum {string} */
                                kind: "message" | "image" | "broadcast" | "promotion" | "campaign" | "admin";
                                /** @enum {string} */
                                status: "scheduled" | "sending" | "paused" | "cancelled" | "done";
                                text: string;
                                image_url: string | null;
                                product_id: number | null;
                                audience: {
                                    /** @enum {string} */
                                    channel: "all" | "telegram" | "web";
                                    product_id?: number;
                                    catalogue_id?: number;
                                    within_days?: number;
                                };
                                scheduled_at: string | null;
                                started_at: string | null;
                                finished_at: string | null;
                                created_at: string;
                                counts: {
                                    total: number;
                                    queued: number;
                                    sent: number;
                                    failed: number;
                                    unreachable: number;
                                    cancelled: number;
                                };
                                eta_seconds: number | null;
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The file store (FILES_URL's bucket) could not be reached to save the upload: nothing was saved; try again later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/audience": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many reachable customers an audience has, per channel */
        get: {
            parameters: {
                query?: {
                    channel?: "all" | "telegram" | "web";
                    product_id?: number;
                    catalogue_id?: number;
                    within_days?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            telegram: number;
                            web: number;
                            total: number;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the campaign's text to the owner only (e-mail and devices) (JSON, or multipart with an optional picture in `image`) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description JSON, or a multipart form with the picture in `image`. Every part is text: where the schema says a number or a boolean, its text ("12.50", "true" or "1"); a list or an object, its JSON text. JPEG, PNG or WEBP pictures of up to 5 MB each. */
            requestBody: {
                content: {
                    "multipart/form-data": {
                        text: string;
                        product_id?: number;
                        /**
                         * Format: binary
                         * @description JPEG, PNG or WEBP pictures of up to 5 MB each.
                         */
                        image?: Blob;
                    };
                    "application/json": {
                        text: string;
                        product_id?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The file store (FILES_URL's bucket) could not be reached to save the upload: nothing was saved; try again later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One campaign with its per-recipient counts and expected time to finish */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            store_id: number | null;
                            /** @enum {string} */
                            kind: "message" | "image" | "broadcast" | "promotion" | "campaign" | "admin";
                            /** @enum {string} */
                            status: "scheduled" | "sending" | "paused" | "cancelled" | "done";
                            text: string;
                            image_url: string | null;
                            product_id: number | null;
                            audience: {
                                /** @enum {string} */
                                channel: "all" | "telegram" | "web";
                                product_id?: number;
                                catalogue_id?: number;
                                within_days?: number;
                            };
                            scheduled_at: string | null;
                            started_at: string | null;
                            finished_at: string | null;
                            created_at: string;
                            counts: {
                                total: number;
                                queued: number;
                                sent: number;
                                failed: number;
                                unreachable: number;
                                cancelled: number;
                            };
                            eta_seconds: number | null;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/{id}/recipients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A campaign's recipients and their outcome, newest first; ?status= filters */
        get: {
            parameters: {
                query?: {
                    per_page?: number;
                    cursor?: string;
                    page?: number;
                    q?: string;
                    status?: "pending" | "held" | "sent" | "failed" | "unreachable" | "cancelled";
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                /** @enum {string} */
                                channel: "telegram" | "web" | "email" | "push";
                                customer_id: number | null;
                                name: string;
                                /** @enum {string} */
                                status: "pending" | "held" | "sent" | "failed" | "unreachable" | "cancelled";
                                error: string | null;
                                attempts: number;
                                sent_at: string | null;
                            }[];
                            meta: {
                                per_page: number;
                                total: number;
                                total_is_estimate?: boolean;
                                next_cursor: string | null;
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pause a campaign (409 when its state does not allow it) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                id: number;
                                store_id: number | null;
                                /** @enum {string} */
                                kind: "message" | "image" | "broadcast" | "promotion" | "campaign" | "admin";
                                /** @enum {string} */
                                status: "scheduled" | "sending" | "paused" | "cancelled" | "done";
                                text: string;
                                image_url: string | null;
                                product_id: number | null;
                                audience: {
                                    /** @enum {string} */
                                    channel: "all" | "telegram" | "web";
                                    product_id?: number;
                                    catalogue_id?: number;
                                    within_days?: number;
                                };
                                scheduled_at: string | null;
                                started_at: string | null;
                                finished_at: string | null;
                                created_at: string;
                                counts: {
                                    total: number;
                                    queued: number;
                                    sent: number;
                                    failed: number;
                                    unreachable: number;
                                    cancelled: number;
                                };
                                eta_seconds: number | null;
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resume a campaign (409 when its state does not allow it) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                id: number;
                                store_id: number | null;
                                /** @enum {string} */
                                kind: "message" | "image" | "broadcast" | "promotion" | "campaign" | "admin";
                                /** @enum {string} */
                                status: "scheduled" | "sending" | "paused" | "cancelled" | "done";
                                text: string;
                                image_url: string | null;
                                product_id: number | null;
                                audience: {
                                    /** @enum {string} */
                                    channel: "all" | "telegram" | "web";
                                    product_id?: number;
                                    catalogue_id?: number;
                                    within_days?: number;
                                };
                                scheduled_at: string | null;
                                started_at: string | null;
                                finished_at: string | null;
                                created_at: string;
                                counts: {
                                    total: number;
                                    queued: number;
                                    sent: number;
                                    failed: number;
                                    unreachable: number;
                                    cancelled: number;
                                };
                                eta_seconds: number | null;
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a campaign (409 when its state does not allow it) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                id: number;
                                store_id: number | null;
                                /** @enum {string} */
                                kind: "message" | "image" | "broadcast" | "promotion" | "campaign" | "admin";
                                /** @enum {string} */
                                status: "scheduled" | "sending" | "paused" | "cancelled" | "done";
                                text: string;
                                image_url: string | null;
                                product_id: number | null;
                                audience: {
                                    /** @enum {string} */
                                    channel: "all" | "telegram" | "web";
                                    product_id?: number;
                                    catalogue_id?: number;
                                    within_days?: number;
                                };
                                scheduled_at: string | null;
                                started_at: string | null;
                                finished_at: string | null;
                                created_at: string;
                                counts: {
                                    total: number;
                                    queued: number;
                                    sent: number;
                                    failed: number;
                                    unreachable: number;
                                    cancelled: number;
                                };
                                eta_seconds: number | null;
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/telegram/{storeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A store bot's update from Telegram (header X-Telegram-Bot-Api-Secret-Token) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    storeId: number;
                };
                cookie?: never;
            };
            /** @description A Telegram Update (core.telegram.org/bots/api#update). One the bot cannot read is answered 200 {ok: true} and ignored, so Telegram does not send it again. */
            requestBody: {
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ok: boolean;
                        } | {
                            /** @enum {string} */
                            method: "answerCallbackQuery";
                            callback_query_id: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ticket/ticket-bots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The manager's events, newest first, with their ticket types */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ids: number[];
                            data: {
                                id: number;
                                ticket_manager_id: number;
                                name: string;
                                description: string | null;
                                place: string;
                                starts_at: string;
                                ends_at: string | null;
                                status: number;
                                image: string | null;
                                telegram_user_bot: string | null;
                                ticket_types: {
                                    id: number;
                                    name: string;
                                    price: number;
                                    quota: number;
                                    sold: number;
                                    left: number;
                                }[];
                                created_at: string;
                                time_zone: string;
                            }[];
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create an event with its ticket types (JSON, or multipart with an optional picture in `image` and `ticket_types` as JSON text) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description JSON, or a multipart form with the picture in `image`. Every part is text: where the schema says a number or a boolean, its text ("12.50", "true" or "1"); a list or an object, its JSON text. JPEG, PNG or WEBP pictures of up to 5 MB each. */
            requestBody: {
                content: {
                    "multipart/form-data": {
                        name: string;
                        description?: string | null;
                        place: string;
                        /**
                         * Format: date-time
                         * @description An instant with its offset, e.g. 2026-12-05T19:00:00-04:00.
                         */
                        starts_at: string;
                        /**
                         * Format: date-time
                         * @description An instant with its offset, e.g. 2026-12-05T19:00:00-04:00.
                         */
                        ends_at?: string | null;
                        /** @description An IANA time zone, e.g. America/Caracas; null for the platform's. */
                        time_zone?: string | null;
                        /** @default 1 */
                        status?: number;
                        ticket_types: {
                            id?: number;
                            name: string;
                            price: number;
                            quota: number;
                        }[];
                        /**
                         * Format: binary
                         * @description JPEG, PNG or WEBP pictures of up to 5 MB each.
                         */
                        image?: Blob;
                    };
                    "application/json": {
                        name: string;
                        description?: string | null;
                        place: string;
                        /**
                         * Format: date-time
                         * @description An instant with its offset, e.g. 2026-12-05T19:00:00-04:00.
                         */
                        starts_at: string;
                        /**
                         * Format: date-time
                         * @description An instant with its offset, e.g. 2026-12-05T19:00:00-04:00.
                         */
                        ends_at?: string | null;
                        /** @description An IANA time zone, e.g. America/Caracas; null for the platform's. */
                        time_zone?: string | null;
                        /** @default 1 */
                        status?: number;
                        ticket_types: {
                            id?: number;
                            name: string;
                            price: number;
                            quota: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                id: number;
                                ticket_manager_id: number;
                                name: string;
                                description: string | null;
                                place: string;
                                starts_at: string;
                                ends_at: string | null;
                                status: number;
                                image: string | null;
                                telegram_user_bot: string | null;
                                ticket_types: {
                                    id: number;
                                    name: string;
                                    price: number;
                                    quota: number;
                                    sold: number;
                                    left: number;
                                }[];
                                created_at: string;
                                time_zone: string;
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The file store (FILES_URL's bucket) could not be reached to save the upload: nothing was saved; try again later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ticket/ticket-bots/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One event with its ticket types */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            ticket_manager_id: number;
                            name: string;
                            description: string | null;
                            place: string;
                            starts_at: string;
                            ends_at: string | null;
                            status: number;
                            image: string | null;
                            telegram_user_bot: string | null;
                            ticket_types: {
                                id: number;
                                name: string;
                                price: number;
                                quota: number;
                                sold: number;
                                left: number;
                            }[];
                            created_at: string;
                            time_zone: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete an event without sales (one with sales is deactivated instead) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ticket/ticket-update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Update an event; its ticket types are replaced by the list sent (a type with sales cannot go) (JSON, or multipart with an optional picture in `image` and `ticket_types` as JSON text) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            /** @description JSON, or a multipart form with the picture in `image`. Every part is text: where the schema says a number or a boolean, its text ("12.50", "true" or "1"); a list or an object, its JSON text. JPEG, PNG or WEBP pictures of up to 5 MB each. */
            requestBody: {
                content: {
                    "multipart/form-data": {
                        name: string;
                        description?: string | null;
                        place: string;
                        /**
                         * Format: date-time
                         * @description An instant with its offset, e.g. 2026-12-05T19:00:00-04:00.
                         */
                        starts_at: string;
                        /**
                         * Format: date-time
                         * @description An instant with its offset, e.g. 2026-12-05T19:00:00-04:00.
                         */
                        ends_at?: string | null;
                        /** @description An IANA time zone, e.g. America/Caracas; null for the platform's. */
                        time_zone?: string | null;
                        /** @default 1 */
                        status?: number;
                        ticket_types: {
                            id?: number;
                            name: string;
                            price: number;
                            quota: number;
                        }[];
                        /**
                         * Format: binary
                         * @description JPEG, PNG or WEBP pictures of up to 5 MB each.
                         */
                        image?: Blob;
                    };
                    "application/json": {
                        name: string;
                        description?: string | null;
                        place: string;
                        /**
                         * Format: date-time
                         * @description An instant with its offset, e.g. 2026-12-05T19:00:00-04:00.
                         */
                        starts_at: string;
                        /**
                         * Format: date-time
                         * @description An instant with its offset, e.g. 2026-12-05T19:00:00-04:00.
                         */
                        ends_at?: string | null;
                        /** @description An IANA time zone, e.g. America/Caracas; null for the platform's. */
                        time_zone?: string | null;
                        /** @default 1 */
                        status?: number;
                        ticket_types: {
                            id?: number;
                            name: string;
                            price: number;
                            quota: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                id: number;
                                ticket_manager_id: number;
                                name: string;
                                description: string | null;
                                place: string;
                                starts_at: string;
                                ends_at: string | null;
                                status: number;
                                image: string | null;
                                telegram_user_bot: string | null;
                                ticket_types: {
                                    id: number;
                                    name: string;
                                    price: number;
                                    quota: number;
                                    sold: number;
                                    left: number;
                                }[];
                                created_at: string;
                                time_zone: string;
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The file store (FILES_URL's bucket) could not be reached to save the upload: nothing was saved; try again later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ticket/ticket-bots/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Activate (1) or deactivate (0) an event */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        status: 0 | 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                id: number;
                                ticket_manager_id: number;
                                name: string;
                                description: string | null;
                                place: string;
                                starts_at: string;
                                ends_at: string | null;
                                status: number;
                                image: string | null;
                                telegram_user_bot: string | null;
                                ticket_types: {
                                    id: number;
                                    name: string;
                                    price: number;
                                    quota: number;
                                    sold: number;
                                    left: number;
                                }[];
                                created_at: string;
                                time_zone: string;
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/ticket/ticket-bots/{id}/telegram": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Connect the event's Telegram bot (token checked, webhook set) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        telegram_user_bot: string;
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                id: number;
                                ticket_manager_id: number;
                                name: string;
                                description: string | null;
                                place: string;
                                starts_at: string;
                                ends_at: string | null;
                                status: number;
                                image: string | null;
                                telegram_user_bot: string | null;
                                ticket_types: {
                                    id: number;
                                    name: string;
                                    price: number;
                                    quota: number;
                                    sold: number;
                                    left: number;
                                }[];
                                created_at: string;
                                time_zone: string;
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Disconnect the event's Telegram bot */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                id: number;
                                ticket_manager_id: number;
                                name: string;
                                description: string | null;
                                place: string;
                                starts_at: string;
                                ends_at: string | null;
                                status: number;
                                image: string | null;
                                telegram_user_bot: string | null;
                                ticket_types: {
                                    id: number;
                                    name: string;
                                    price: number;
                                    quota: number;
                                    sold: number;
                                    left: number;
                                }[];
                                created_at: string;
                                time_zone: string;
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ticket/ticket-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The manager's payment accounts (the admin: every manager's) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bank_name: string;
                            /** @enum {string} */
                            account_type: "USD" | "VES";
                            account_number: string;
                            owner_full_name: string;
                            /** @enum {string} */
                            owner_idenfication_type: "V" | "J" | "R";
                            owner_idenfication: string;
                            id: number;
                            message: string | null;
                        }[];
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Add a payment account (multipart fields or JSON) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description account_number: 20 digits for a VES account, 4 to 64 letters, digits or @ . - _ for a USD one. owner_idenfication: 6 to 9 digits for a V cédula; 9 digits with the check digit for a J or R RIF. */
            requestBody: {
                content: {
                    "application/json": {
                        bank_name: string;
                        /** @enum {string} */
                        account_type: "USD" | "VES";
                        account_number: string;
                        owner_full_name: string;
                        /** @enum {string} */
                        owner_idenfication_type: "V" | "J" | "R";
                        owner_idenfication: string;
                        message?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                bank_name: string;
                                /** @enum {string} */
                                account_type: "USD" | "VES";
                                account_number: string;
                                owner_full_name: string;
                                /** @enum {string} */
                                owner_idenfication_type: "V" | "J" | "R";
                                owner_idenfication: string;
                                id: number;
                                message: string | null;
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ticket/ticket-accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace a payment account (send every field) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            /** @description account_number: 20 digits for a VES account, 4 to 64 letters, digits or @ . - _ for a USD one. owner_idenfication: 6 to 9 digits for a V cédula; 9 digits with the check digit for a J or R RIF. */
            requestBody: {
                content: {
                    "application/json": {
                        bank_name: string;
                        /** @enum {string} */
                        account_type: "USD" | "VES";
                        account_number: string;
                        owner_full_name: string;
                        /** @enum {string} */
                        owner_idenfication_type: "V" | "J" | "R";
                        owner_idenfication: string;
                        message?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                bank_name: string;
                                /** @enum {string} */
                                account_type: "USD" | "VES";
                                account_number: string;
                                owner_full_name: string;
                                /** @enum {string} */
                                owner_idenfication_type: "V" | "J" | "R";
                                owner_idenfication: string;
                                id: number;
                                message: string | null;
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a payment account */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ticket/ticket-manager": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's own ticket manager record (the panel learns its id) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            user_id: number;
                            name: string;
                            dollar_percent: number;
                            whole_payment: boolean;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ticket/ticket-manager/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A ticket manager record (the ticket master: its own; the admin: any) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            user_id: number;
                            name: string;
                            dollar_percent: number;
                            whole_payment: boolean;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Set dollar_percent (0–100, rounded to an integer) and whether a split price may be paid whole in one currency */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        dollar_percent: number;
                        whole_payment?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                id: number;
                                user_id: number;
                                name: string;
                                dollar_percent: number;
                                whole_payment: boolean;
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ticket/ticket-bills": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ticket sales by review option (opt), keyset pages, search by buyer, event, reference */
        get: {
            parameters: {
                query?: {
                    per_page?: number;
                    cursor?: string;
                    page?: number;
                    q?: string;
                    opt?: number;
                    event_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                status: number;
                                event_id: number;
                                event_name: string;
                                ticket_user: {
                                    id: number;
                                    name: string;
                                    lastname: string;
                                    email: string;
                                };
                                quantity: number;
                                total: number;
                                usd_amount: number;
                                ves_amount: number;
                                dollar_rate: number;
                                reference: string;
                                ves_reference: string | null;
                                /** @enum {string} */
                                channel: "web" | "telegram";
                                created_at: string;
                            }[];
                            meta: {
                                per_page: number;
                                total: number;
                                total_is_estimate?: boolean;
                                next_cursor: string | null;
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ticket/ticket-bills/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A ticket sale: buyer, lines, proof, tickets, duplicate warnings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            status: number;
                            event_id: number;
                            event_name: string;
                            ticket_user: {
                                id: number;
                                name: string;
                                lastname: string;
                                /** @enum {string|null} */
                                document_type: "V" | "J" | "R" | null;
                                document: string | null;
                                email: string;
                                phone: string | null;
                            };
                            quantity: number;
                            total: number;
                            usd_amount: number;
                            ves_amount: number;
                            dollar_rate: number;
                            reference: string;
                            ves_reference: string | null;
                            /** @enum {string} */
                            channel: "web" | "telegram";
                            created_at: string;
                            lines: {
                                ticket_type_id: number;
                                name: string;
                                quantity: number;
                                price: number;
                            }[];
                            account: {
                                id: number;
                                bank_name: string;
                                account_type: string;
                            } | null;
                            proof_image: string | null;
                            tickets: {
                                id: number;
                                code: string;
                                ticket_type: string;
                                checked_in_at: string | null;
                                qr_url: string;
                            }[];
                            reviewed_at: string | null;
                            warnings: {
                                same_reference: number[];
                                same_proof: number[];
                            };
                            ves_part: {
                                account: {
                                    id: number;
                                    bank_name: string;
                                    account_type: string;
                                } | null;
                                reference: string;
                                proof_image: string | null;
                                warnings: {
                                    same_reference: number[];
                                    same_proof: number[];
                                };
                            } | null;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Review a ticket sale (opt: 1 reject, 2 verify, 4 not verified) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        opt: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ticket/ticket-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Buyers with their purchases, tickets and totals */
        get: {
            parameters: {
                query?: {
                    per_page?: number;
                    cursor?: string;
                    page?: number;
                    q?: string;
                    event_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                name: string;
                                lastname: string;
                                /** @enum {string|null} */
                                document_type: "V" | "J" | "R" | null;
                                document: string | null;
                                email: string;
                                phone: string | null;
                                purchases: number;
                                tickets: number;
                                total: number;
                                last_purchase_at: string | null;
                            }[];
                            meta: {
                                per_page: number;
                                total: number;
                                total_is_estimate?: boolean;
                                next_cursor: string | null;
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ticket/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ticket master's figures per event and type */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            pending_reviews: number;
                            tickets_sold: number;
                            checked_in: number;
                            revenue_usd: number;
                            revenue_ves: number;
                            events: {
                                id: number;
                                name: string;
                                starts_at: string;
                                time_zone: string;
                                status: number;
                                sold: number;
                                checked_in: number;
                                revenue_usd: number;
                                revenue_ves: number;
                                types: {
                                    id: number;
                                    name: string;
                                    quota: number;
                                    sold: number;
                                    taken: number;
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ticket/check-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Admit a ticket at the door of an event by its code */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        event_id: number;
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            result: "admitted" | "already" | "unknown" | "other_event" | "not_valid";
                            message: string;
                            ticket: {
                                code: string;
                                ticket_type: string;
                                buyer: string;
                                event_name: string;
                                checked_in_at: string | null;
                            } | null;
                            counts: {
                                checked_in: number;
                                sold: number;
                            };
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ticket/check-in/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An event's admissions and tickets sold, and the latest */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    eventId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            event_id: number;
                            checked_in: number;
                            sold: number;
                            recent: {
                                code: string;
                                buyer: string;
                                ticket_type: string;
                                checked_in_at: string;
                            }[];
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The session's role may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/ticket-qr/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A ticket's QR picture (PNG) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": Blob;
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An event as its buyers see it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            description: string | null;
                            place: string;
                            starts_at: string;
                            ends_at: string | null;
                            time_zone: string;
                            image: string | null;
                            on_sale: boolean;
                            dollar_percent: number;
                            whole_payment: boolean;
                            dollar_rate: number;
                            dollar_rate_at: string | null;
                            ticket_types: {
                                id: number;
                                name: string;
                                price: number;
                                price_ves: number;
                                left: number;
                            }[];
                            accounts: {
                                id: number;
                                bank_name: string;
                                account_type: string;
                                account_number: string;
                                owner_full_name: string;
                                owner_idenfication_type: string;
                                owner_idenfication: string;
                                message: string | null;
                            }[];
                            telegram_user_bot: string | null;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/events/{id}/purchase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Buy tickets with the proof of a transfer (multipart `proof`; and `ves_proof` for the bolívar part of a split price) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            /** @description Every part is text: where the schema says a number or a boolean, its text ("12.50", "true" or "1"); a list or an object, its JSON text. JPEG, PNG or WEBP pictures of up to 5 MB each. */
            requestBody: {
                content: {
                    "multipart/form-data": {
                        name: string;
                        lastname?: string | null;
                        /**
                         * @default V
                         * @enum {string}
                         */
                        document_type?: "V" | "J" | "R";
                        document: string;
                        /** Format: email */
                        email: string;
                        phone?: string | null;
                        account_id: number;
                        reference: string;
                        ves_account_id?: number;
                        ves_reference?: string;
                        /** @enum {string} */
                        pay_in?: "split" | "usd" | "ves";
                        /** @enum {string} */
                        lang?: "es" | "en" | "fr" | "de" | "it" | "hu" | "ru" | "he" | "ar" | "zh" | "ja" | "ko";
                        lines: {
                            ticket_type_id: number;
                            quantity: number;
                        }[];
                        /** @description Tickets of one type, instead of `lines` (the event page's form) */
                        "qty_{typeId}"?: string;
                        /**
                         * Format: binary
                         * @description JPEG, PNG or WEBP pictures of up to 5 MB each.
                         */
                        proof: Blob;
                        /**
                         * Format: binary
                         * @description The bolívar part's proof, required when the event's price is split between currencies. JPEG, PNG or WEBP pictures of up to 5 MB each.
                         */
                        ves_proof?: Blob;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            token: string;
                            status_url: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many attempts: wait and try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The file store (FILES_URL's bucket) could not be reached to save the upload: nothing was saved; try again later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/ticket-orders/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A buyer's own ticket sale, by its secret token */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            status: number;
                            event: {
                                id: number;
                                name: string;
                                place: string;
                                starts_at: string;
                                time_zone: string;
                            };
                            buyer: string;
                            lines: {
                                name: string;
                                quantity: number;
                                price: number;
                            }[];
                            total: number;
                            usd_amount: number;
                            ves_amount: number;
                            reference: string;
                            ves_reference: string | null;
                            created_at: string;
                            tickets: {
                                id: number;
                                code: string;
                                ticket_type: string;
                                checked_in_at: string | null;
                                qr_url: string;
                            }[];
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/telegram/events/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An event bot's update from Telegram (header X-Telegram-Bot-Api-Secret-Token) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    eventId: number;
                };
                cookie?: never;
            };
            /** @description A Telegram Update (core.telegram.org/bots/api#update). One the bot cannot read is answered 200 {ok: true} and ignored, so Telegram does not send it again. */
            requestBody: {
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ok: boolean;
                        } | {
                            /** @enum {string} */
                            method: "answerCallbackQuery";
                            callback_query_id: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shop/{web_store}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A store as its shoppers see it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    web_store: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            description: string;
                            image: string | null;
                            phone: string | null;
                            address: string | null;
                            web_store: string | null;
                            telegram_user_bot: string | null;
                            schedule: {
                                weekday: number;
                                /** @description A time of day, HH:MM (24 h). */
                                opens_at: string;
                                /** @description A time of day, HH:MM (24 h). */
                                closes_at: string;
                            }[];
                            time_zone: string;
                            open_now: boolean;
                            selling: boolean;
                            /** @enum {string|null} */
                            orders_blocked_by: "not_selling" | "no_account" | "no_product" | null;
                            dollar_rate: number;
                            dollar_rate_at: string | null;
                            catalogues: {
                                id: number;
                                name: string;
                            }[];
                            faqs: {
                                question: string;
                                answer: string;
                            }[];
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shop/{web_store}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A store's active products (a catalogue's, a search's), keyset-paged */
        get: {
            parameters: {
                query?: {
                    catalogue_id?: number;
                    q?: string | null;
                    cursor?: string;
                    per_page?: number;
                };
                header?: never;
                path: {
                    web_store: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                name: string;
                                price: number;
                                thumb: string | null;
                                in_stock: boolean;
                            }[];
                            next_cursor: string | null;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shop/{web_store}/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An active product with its pictures and extras */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    web_store: string;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            price: number;
                            thumb: string | null;
                            in_stock: boolean;
                            description: string;
                            stock: number;
                            images: {
                                url: string;
                                thumb: string;
                            }[];
                            extras: {
                                id: number;
                                name: string;
                                price: number;
                            }[];
                            catalogue_ids: number[];
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shop/{web_store}/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's accounts and the dollar rate */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    web_store: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dollar_rate: number;
                            dollar_rate_at: string | null;
                            accounts: {
                                bank_name: string;
                                /** @enum {string} */
                                account_type: "USD" | "VES";
                                account_number: string;
                                owner_full_name: string;
                                /** @enum {string} */
                                owner_idenfication_type: "V" | "J" | "R";
                                owner_idenfication: string;
                                id: number;
                            }[];
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shop/{web_store}/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A cart's subtotal and shipping offers, priced by the server */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    web_store: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        lines: {
                            product_id: number;
                            quantity: number;
                            /** @default [] */
                            extra_ids?: number[];
                        }[];
                        country_id?: number;
                        state_id?: number;
                        city_id?: number;
                        latitude?: number;
                        longitude?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            distance_km: number | null;
                            offers: {
                                /** @enum {string} */
                                kind: "pickup" | "store" | "company";
                                company_id: number | null;
                                name: string;
                                /** @enum {string|null} */
                                mode: "route" | "geolocation" | null;
                                available: boolean;
                                price: number | null;
                                fee: number;
                                route_id: number | null;
                                percentage: number | null;
                                charged_to_shopper: boolean;
                            }[];
                            subtotal: number;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shop/{web_store}/order-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether a cart can be ordered now, asked before the payment step (409 with the reason) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    web_store: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        lines: {
                            product_id: number;
                            quantity: number;
                            /** @default [] */
                            extra_ids?: number[];
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            subtotal: number;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shop/{web_store}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Place an order with the proof of a transfer (multipart `proof`) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    web_store: string;
                };
                cookie?: never;
            };
            /** @description Every part is text: where the schema says a number or a boolean, its text ("12.50", "true" or "1"); a list or an object, its JSON text. JPEG, PNG or WEBP pictures of up to 5 MB each. */
            requestBody: {
                content: {
                    "multipart/form-data": {
                        name: string;
                        lastname?: string | null;
                        /** Format: email */
                        email: string;
                        phone?: string | null;
                        /** @enum {string} */
                        document_type?: "V" | "J" | "R";
                        document?: string | null;
                        lines: {
                            product_id: number;
                            quantity: number;
                            /** @default [] */
                            extra_ids?: number[];
                        }[];
                        /** @enum {string} */
                        delivery: "pickup" | "store" | "company";
                        company_id?: number;
                        address?: string | null;
                        country_id?: number;
                        state_id?: number;
                        city_id?: number;
                        latitude?: number;
                        longitude?: number;
                        bank_id: number;
                        reference: string;
                        init_data?: string | null;
                        /** @enum {string} */
                        lang?: "es" | "en" | "fr" | "de" | "it" | "hu" | "ru" | "he" | "ar" | "zh" | "ja" | "ko";
                        /**
                         * Format: binary
                         * @description JPEG, PNG or WEBP pictures of up to 5 MB each.
                         */
                        proof: Blob;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            id: number;
                            token: string;
                            order_url: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many attempts: wait and try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The file store (FILES_URL's bucket) could not be reached to save the upload: nothing was saved; try again later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shop/orders/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A shopper's own order, by its private token */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            store: {
                                name: string;
                                web_store: string | null;
                                telegram_user_bot: string | null;
                                time_zone: string;
                            };
                            status: number;
                            payment_status: number;
                            channel: string;
                            created_at: string;
                            items: {
                                name: string;
                                quantity: number;
                                unit_price: number;
                                extras: {
                                    name: string;
                                    price: number;
                                }[];
                                total: number;
                            }[];
                            subtotal: number;
                            shipping: number;
                            total: number;
                            payment: {
                                /** @enum {string} */
                                currency: "USD" | "VES";
                                dollar_rate: number | null;
                                ves_total: number | null;
                                bank_name: string | null;
                                reference: string | null;
                            };
                            delivery: {
                                mode: string;
                                company: string | null;
                                address: string | null;
                                km: number | null;
                                proof: string | null;
                            };
                            history: {
                                status: number;
                                at: string;
                            }[];
                            can_confirm_receipt: boolean;
                            push_key: string | null;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shop/orders/{token}/received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The shopper confirms the delivered order was received */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            store: {
                                name: string;
                                web_store: string | null;
                                telegram_user_bot: string | null;
                                time_zone: string;
                            };
                            status: number;
                            payment_status: number;
                            channel: string;
                            created_at: string;
                            items: {
                                name: string;
                                quantity: number;
                                unit_price: number;
                                extras: {
                                    name: string;
                                    price: number;
                                }[];
                                total: number;
                            }[];
                            subtotal: number;
                            shipping: number;
                            total: number;
                            payment: {
                                /** @enum {string} */
                                currency: "USD" | "VES";
                                dollar_rate: number | null;
                                ves_total: number | null;
                                bank_name: string | null;
                                reference: string | null;
                            };
                            delivery: {
                                mode: string;
                                company: string | null;
                                address: string | null;
                                km: number | null;
                                proof: string | null;
                            };
                            history: {
                                status: number;
                                at: string;
                            }[];
                            can_confirm_receipt: boolean;
                            push_key: string | null;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shop/orders/{token}/push": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Follow the order's status changes on this device (web push) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        endpoint: string;
                        expirationTime?: number | null;
                        keys: {
                            p256dh: string;
                            auth: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shop/telegram-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A Telegram Mini App's initData, checked: the store's Telegram shopper */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        web_store: string;
                        init_data: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            customer_id: number;
                            name: string;
                            lastname: string;
                        };
                    };
                };
                /** @description Bad request: a body that is not JSON, a URL that is not one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No session, or one that ended (expired, signed out, idle). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another tenant's (never told apart). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Refused by the state of things (a sale already verified, seats sold out, a name taken). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or a file is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body of a media type the operation does not take (JSON, or multipart where it says so). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid input: `errors` names each field and what is wrong with it. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many attempts: wait and try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            /** @description What went wrong, in Spanish. */
            message: string;
            /** @description The catalogue key of `message` (e.g. 'serverMessages.notFound'). */
            messageKey?: string;
            messageParams?: {
                [key: string]: string;
            };
            /** @description The keys of parameters that are themselves catalogue words (a sale's status). */
            messageParamKeys?: {
                [key: string]: string;
            };
            /** @description Per field, its texts in Spanish (a 422's fields; 'lines.0.quantity' for a nested one). */
            errors?: {
                [key: string]: string[];
            };
            /** @description Per field, the key of each of its texts (null where a text has none). */
            errorKeys?: {
                [key: string]: ({
                    key: string;
                    params?: {
                        [key: string]: string;
                    };
                    paramKeys?: {
                        [key: string]: string;
                    };
                } | null)[];
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
