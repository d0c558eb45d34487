// Generated from the service's /openapi.json by scripts/generate-clients.ts (openapi-typescript). Do not edit.
export interface paths {
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Web page: the day's panchanga at a place (city search, date, names in en, hi or sa). */
        get: operations["panchangaPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accuracy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Web page: the accuracy the reference tests measure, one row per quantity (the same data as GET
         * /api/v2/accuracy).
         */
        get: operations["accuracyPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Machine-readable catalog of routes grouped by category, generated from the route table. */
        get: operations["catalog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/choghadiya": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Choghadiya: 8 day and 8 night periods rotated by weekday, from the actual sunrise, sunset and next sunrise.
         */
        get: operations["choghadiya"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Up to 8 places from the local GeoNames list, Indian places first. No network. */
        get: operations["cities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dasha/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The Vimshottari periods running today (or at as_of): Mahadasha, Antardasha, Pratyantar, Sukshma, Prana, each
         * with its end date ("15 Mar 2031") and ISO start and end.
         */
        post: operations["dashaCurrent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dasha/meanings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Vimshottari lords: order, years, nakshatras ruled, fixed karakatva. Static and cacheable. The effects
         * texts are not bundled (PARTIAL, with the reference).
         */
        get: operations["dashaMeanings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dasha/tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The dasha tree from birth: Vimshottari Mahadasha > Antardasha (depth 2, the default) > Pratyantar > Sukshma
         * (depth 4), Prana with depth 5 for one mahadasha; or `system` ashtottari, kalachakra, narayana.
         */
        post: operations["dashaTree"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dasha/yogini": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Yogini dasha: eight yoginis, 36-year cycle, three cycles from birth with antardashas; the name-to-lord map
         * from the fixed classical constant.
         */
        post: operations["dashaYogini"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/divisional-charts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * All sixteen vargas (Parashara, BPHS ch. 6): D1 D2 D3 D4 D7 D9 D10 D12 D16 D20 D24 D27 D30 D40 D45 D60, with
         * vargottama and the margin to each part edge.
         */
        post: operations["divisionalCharts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/divisional/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One varga chart: code D1..D60 (the sixteen shodasavargas) or its name (Navamsha, Dashamsha, ...). */
        post: operations["divisionalChart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per-component health: ephemeris probe, database, Redis. Never 500. */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hora": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Hora: the day lord and 24 planetary hours (12 by day, 12 by night) with the current one flagged (now, or the
         * given local time).
         */
        get: operations["hora"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/horoscope": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sign horoscope (the sign read as the janma rashi) for a day, week, month or year: 11 life-area scores from
         * the transits over the period, the active planet, lucky colour and numbers, and a prediction assembled from
         * cited gochar rules.
         */
        get: operations["horoscope"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/kp-chart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * KP chart: Placidus cusps and grahas with star, sub and sub-sub lords, significators at four levels, ruling
         * planets now at the birth place.
         */
        post: operations["kpChart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/kundli": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Birth chart, version 1 shape (flat lists; kept unchanged beside v2). */
        post: operations["kundliV1"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lal-kitab": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lal Kitab: grahas in the fixed houses (Aries = 1st), pakka ghar, dignity by house, sleeping grahas and
         * houses, house meanings, debts (rins) with their collective remedies, simple remedies (advisory).
         */
        post: operations["lalKitab"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/match": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 36-point Ashtakoota match from the flat boy_/girl_ keys or the nested bride and groom: score, verdict band
         * (the service's own), both partners' manglik status with the samya parihaar, the nadi, bhakoot and gana
         * doshas, and advisory remedies for those that stand.
         */
        post: operations["match"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/match/koota_extended": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ashtakoota plus Mahendra, Stri-Dirgha, Rajju, Varna and Vedha, every bhakoot exception checked, and the
         * manglik cross-check. love_marriage changes nothing and the response says why. Alias of
         * /api/v2/koota-extended.
         */
        post: operations["kootaExtendedAlias"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/numerology": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Numerology: moolank, bhagyank, life path, Chaldean and Pythagorean name numbers, Lo Shu grid, lucky numbers,
         * colour and ruler. No chart.
         */
        post: operations["numerology"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/prasna/marriage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Horary (prashna) answer to a marriage question for the asked moment (default: now) and place: yes, no or
         * uncertain from the KP rule (7th cusp sub-lord signifying 2, 7, 11) and cited Parashari indications, with a
         * timing hint. Alias of /api/v2/prasna-marriage.
         */
        post: operations["prashnaMarriageAlias"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness for a load balancer: 200 when every required component is up, else 503 with the health body. */
        get: operations["ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/accuracy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The accuracy the reference tests measure: per quantity (positions, ayanamsa, lagna, cusps, rise and set, limb
         * ends, eclipses, dasha dates, ...) the reference with its version, the cases, the largest error and the
         * tolerance. REFERENCE; an addition beside the interface's routes.
         */
        get: operations["accuracy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/activation-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The activation framework behind the life-area reports: the twelve levels and their rules, the rating bands
         * (service tier), the level build contract and the four life areas with their parameters. REFERENCE, static.
         */
        get: operations["activationConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/anga-mirror": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reported bodily features: the Brihat Samhita chapter passages for each (features of men or of women), edition
         * named; passages judging caste, worth, chastity or luck to a spouse are withheld and listed with the rule. A
         * lookup, no chart. Verse text not bundled: PARTIAL.
         */
        post: operations["angaMirror"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/area/career": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Career activation report: 10th house, its lord, the amatyakaraka and the karakas of the 10th (Sun, Mercury,
         * Jupiter, Saturn), D10, raja yogas, bindus, strengths, obstructions, Vimshottari, Jupiter and Saturn, the
         * Tajika year; rating band with its score trace, timing windows.
         */
        post: operations["careerReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/area/wealth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Wealth activation report: the 2nd and 11th houses, their lords, Jupiter, D2, dhana yogas, bindus, strengths,
         * obstructions, Vimshottari, Jupiter and Saturn, the Tajika year; rating band with its score trace, timing
         * windows.
         */
        post: operations["wealthReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/ashtakavarga": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ashtakavarga: bhinna (seven grahas and the lagna) and sarva bindus per sign, trikona and ekadhipatya
         * shodhana, rashi, graha and shodhya pindas.
         */
        post: operations["ashtakavarga"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auth/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete the account: hidden and signed out at once, erased from every table after 30 days. */
        post: operations["authDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auth/erase-sweep": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cron (X-Cron-Secret): erase accounts deleted more than 30 days ago from every table. Idempotent; counts only.
         */
        post: operations["authEraseSweep"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auth/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every table of the account as versioned JSON. */
        get: operations["authExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a sign-in code to an existing account (the same answer for any address). */
        post: operations["authLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: end this session, or with {"all": true} every session of the account. The body is optional. */
        post: operations["authLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in account. */
        get: operations["authMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auth/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Update name, gender, birth details and preferred place. */
        post: operations["authProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account (if new) and e-mail a sign-in code. */
        post: operations["authRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auth/request-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a sign-in code to an existing account (the same answer for any address). */
        post: operations["authRequestOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auth/verify-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange the code for a session token (30 days; send as authorization: Bearer <token>). */
        post: operations["authVerifyOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/ayurdaya": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ayurdaya: which of pindayu, nisargayu and amsayu applies (strongest of lagna, Sun, Moon), its years and the
         * band Alpayu, Madhyayu or Dirghayu, with all three systems shown. Never a prediction of death.
         */
        post: operations["ayurdaya"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/bhavabala": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bhavabala of the twelve houses (Sripati bhava madhya): bhavadhipati, bhava dig and bhava drishti bala, total
         * and band, strongest house.
         */
        post: operations["bhavabala"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/birth-time-sensitivity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * How much the birth time matters: for the lagna, its D9, D10, D12 and D60 signs, the Moon's pada, each graha's
         * sign, nakshatra and house, and the Vimshottari periods at birth and at a later date, the earliest and latest
         * birth times within window_minutes that keep the value, the value on each side, and a summary.
         */
        post: operations["birthTimeSensitivity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/body-marks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Drekkana body regions from the natal lagna (Brihat Jataka ch. 5, pending): the part of the body each house
         * stands for, and the marks (scar or mole) the occupying grahas indicate.
         */
        post: operations["bodyMarks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/bphs/chapter/{chapter}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One chapter of Brihat Parashara Hora Shastra (1 to 97, Santhanam's numbering): title and topic where known.
         * The text is not bundled (no public-domain edition is carried): PARTIAL. Unknown chapter: 404.
         */
        get: operations["bphsChapter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A place's festivals, ekadashis with parana windows and eclipses with local contacts as an iCalendar feed, for
         * a year or the next twelve months; subscribable (stable UIDs, text/calendar).
         */
        get: operations["calendarFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/career-activation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Career activation report: 10th house, its lord, the amatyakaraka and the karakas of the 10th (Sun, Mercury,
         * Jupiter, Saturn), D10, raja yogas, bindus, strengths, obstructions, Vimshottari, Jupiter and Saturn, the
         * Tajika year; rating band with its score trace, timing windows. Alias of /api/v2/area/career.
         */
        post: operations["careerActivation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/career-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Career activation report: 10th house, its lord, the amatyakaraka and the karakas of the 10th (Sun, Mercury,
         * Jupiter, Saturn), D10, raja yogas, bindus, strengths, obstructions, Vimshottari, Jupiter and Saturn, the
         * Tajika year; rating band with its score trace, timing windows. Alias of /api/v2/area/career.
         */
        post: operations["careerReportAlias"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/chart-rectification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Birth-time rectification: without life_events, the panel of events to collect (panel_required); with them,
         * candidate lagnas in the window scored by dasha and transit agreement.
         */
        post: operations["chartRectification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/chart-svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The chart as an SVG image: North or South Indian style, varga D1-D60, labels in en, hi (Devanagari) or sa
         * (IAST). Deterministic.
         */
        get: operations["chartSvgGet"];
        put?: never;
        /**
         * The chart as an SVG image: North or South Indian style, varga D1-D60, labels in en, hi (Devanagari) or sa
         * (IAST). Deterministic.
         */
        post: operations["chartSvg"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/collection.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A Postman v2.1 collection of every route (generated from /openapi.json), to import into Postman or a
         * compatible tool.
         */
        get: operations["collection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/conception-muhurta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Beeja sphuta (husband) and kshetra sphuta (wife) with their verdicts and sources, the garbhadhana panchanga
         * gate with both partners' tarabala and chandrabala, and ranked night windows over the range (at most 90 days).
         * PARTIAL: the menstrual-night count is not computed. Heavy rate budget.
         */
        post: operations["conceptionMuhurta"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/dashakoot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dashakoot: the ten poruthams (Dina, Gana, Mahendra, Stri-Dirgha, Yoni, Rasi, Rasyadhipati, Vasya, Rajju,
         * Vedha), each matched with its grade, weight and both partners' detail; rajju and vedha essential.
         */
        post: operations["dashakoot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/doshas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The catalogue of 52 doshas, each with its status (present, cancelled, absent or not_evaluated), the rule
         * applied, the chart facts, verification (hand_tested or advisory) and refs. Advisory output: many doshas are
         * modern practice. `gender` enables Vishakanya, `partner` Nadi and Bhakoot, `as_of` dates the transit doshas.
         */
        post: operations["doshaCatalogue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/eclipses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The next solar and lunar eclipses: type, global maximum, local contacts and visibility, sidereal sign and
         * nakshatra, and sutak where the eclipse is seen.
         */
        get: operations["eclipses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/ephemeris": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A sidereal ephemeris for start..end (at most 10 years; 4000 rows at most): each graha's longitude, sign,
         * nakshatra and pada, speed and retrograde flag per step, the ayanamsa, the lagna with lat/lon; and the sign
         * and nakshatra ingresses and stations as exact instants. format json, or ndjson / csv streamed as computed
         * (table positions or events). Heavy rate budget.
         */
        get: operations["ephemeris"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/family-muhurta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dates acceptable to every family member (each one's tarabala and chandrabala over the act's rules), ranked,
         * and for every other date who blocks it and why. At most 90 days. Heavy rate budget.
         */
        post: operations["familyMuhurta"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/festivals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Festival and vrata calendar of a year at a place: each date with why_this_date (the tithi span, the part of
         * the day that decides, how much of it each candidate day holds, the rule) and alternatives (the date under
         * another school or region where it differs).
         */
        get: operations["festivals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/festivals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One festival for a year, or a range of years (at most 50), at a place, with why_this_date. */
        get: operations["festival"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/fortune-direction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lucky direction: dig bala, kendra directions, the lagna lord's sign direction, wealth quadrant, home versus
         * abroad; each part says whether it is classical or the service's synthesis.
         */
        post: operations["fortuneDirection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/gochar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Transits (gochara) from the janma rashi: each graha's current sign, house from the Moon sign, quality with
         * vedha, and the effect by the rule. Now, or at transit_date (and transit_time).
         */
        post: operations["gochar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/jaimini": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Jaimini: chara karakas (8 or 7), karakamsa, arudha padas A1-A12 with upapada, graha padas, chara dasha with
         * antardashas (method stated).
         */
        post: operations["jaimini"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/jyotishi": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Chart-grounded astrologer: the chart (from the body, or the caller's vault with use_vault) is recomputed into
         * a numbered facts block (chart, running dashas, transits, yogas, doshas); the model gets only those facts and
         * the question and must cite them. Refused topics are declined without a model call. Without a model
         * (LLM_BASE_URL) or when it fails: 200 PARTIAL, answer composed from the facts, with the reason. Heavy rate
         * budget.
         */
        post: operations["jyotishi"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/jyotishi/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cited chat: a bounded conversation (at most 20 messages of 2000 characters, ending with the user's), the
         * service's own cited rules retrieved for the last message (MiniSearch) and returned as retrieved, the chart's
         * facts when birth details or use_vault are given. Out-of-scope and refused questions are declined politely
         * under the one policy table. Heavy rate budget.
         */
        post: operations["jyotishiChat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/kalasarpa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Kalasarpa: the seven grahas on one side of the Rahu-Ketu axis by degree (present) or all but one (partial),
         * the type by Rahu's house, direction, exceptions. No remedy is invented: none has a classical source.
         */
        post: operations["kalasarpa"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/keys/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm an API key's e-mail with the code POST /api/v2/keys/register sent: every key of the address gets 4x
         * the rate-limit headroom.
         */
        post: operations["confirmApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/keys/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a free API key. Same e-mail and app name return the same key. Its 4x rate-limit headroom starts once
         * the e-mail is confirmed (POST /api/v2/keys/confirm with the code sent to it); until then it counts as
         * keyless.
         */
        post: operations["registerApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/koota-extended": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ashtakoota plus Mahendra, Stri-Dirgha, Rajju, Varna and Vedha, every bhakoot exception checked, and the
         * manglik cross-check. love_marriage changes nothing and the response says why.
         */
        post: operations["kootaExtended"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/kundli": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Birth chart (CHART object): lagna, nine grahas with dignity, combustion, vargas D1-D12, whole-sign houses,
         * navamsa, panchanga at birth, Vimshottari dasha.
         */
        post: operations["kundliV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/kundli/phaladeepika-narrative": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Chart narrative in 13 sections after Phaladeepika's order of judgement: each sentence filled from a computed
         * fact by a cited rule, each section with a verdict band and its score trace.
         */
        post: operations["phaladeepikaNarrative"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/life-context": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Life-stage calibration in bands, never percentages: the stage of life at an age (modern, ashrama, naisargika
         * dasha) and each life area's relevance band, its edges at the ages Indian law fixes. A chart reading overrides
         * it.
         */
        get: operations["lifeContext"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Operational limits and keyless rate limits, from the one table the code reads. */
        get: operations["limits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/mangal-dosha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mangal dosha from the lagna, the Moon and Venus (Mars in houses 1, 2, 4, 7, 8, 12), with the classical
         * cancellations listed and cited, severity and the matching convention (parihaar).
         */
        post: operations["mangalDosha"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/marks-mirror": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A reported mark (mole, birthmark, scar, pimple) and where it is: the Brihat Samhita chapter on marks that
         * speaks to it, with the public-domain edition named. A lookup, not a prediction; no chart. Verse text not
         * bundled: PARTIAL.
         */
        post: operations["marksMirror"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/marriage-activation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marriage activation report: the twelve levels (7th house, its lord, Venus and the darakaraka, occupants,
         * aspects and upapada, D9, yogas, bindus, strengths, manglik/nadi/Saturn delay, Vimshottari, Jupiter and
         * Saturn, the Tajika year), a rating band with its score trace, timing windows, karma chain and story beats.
         * With a partner, the matching engine's results; a partner without a time of birth answers PARTIAL. Alias of
         * /api/v2/marriage-report.
         */
        post: operations["marriageActivation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/marriage-classical-audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Classical checklist of one marriage moment for both partners: tithi, vara, nakshatra, yoga and karana, lagna
         * shuddhi, each partner's tarabala and chandrabala, Jupiter and Venus combust, adhika masa, eclipse day
         * (classical) and kharmas, chaturmas, Rahu kalam (regional practice), each pass, fail or not applicable with
         * its reason and sources.
         */
        post: operations["marriageClassicalAudit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/marriage-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marriage activation report: the twelve levels (7th house, its lord, Venus and the darakaraka, occupants,
         * aspects and upapada, D9, yogas, bindus, strengths, manglik/nadi/Saturn delay, Vimshottari, Jupiter and
         * Saturn, the Tajika year), a rating band with its score trace, timing windows, karma chain and story beats.
         * With a partner, the matching engine's results; a partner without a time of birth answers PARTIAL.
         */
        post: operations["marriageReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/marriage-timing-matrix": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marriage timing in four layers: the promised age range (cited indications of the 7th house, its lord, Venus,
         * the darakaraka and the upapada), the dasha gate (Vimshottari antardashas of the significators), the Jupiter
         * trigger and the Jupiter-Saturn double transit (ingresses by root finding); windows where they meet; for a
         * couple, the overlaps. Heavy rate budget.
         */
        post: operations["marriageTimingMatrix"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/marriage-timing-matrix-ui": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The marriage timing as a timeline: one column per year, rows per person and layer (promised ages, dasha gate,
         * Jupiter trigger, double transit, windows), shared windows and a sync score whose formula the response states.
         * Heavy rate budget.
         */
        post: operations["marriageTimingMatrixUi"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/match/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Up to 50 candidates matched against one proband and ranked (ashtakoota by guna score; dashakoot by
         * essentials, poruthams matched, then guna score), with dosha flags and dashakoot summaries. Heavy rate budget.
         */
        post: operations["matchBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/matchmaking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ashtakoota guna milan from the flat boy_ (groom) and girl_ (bride) keys: the eight kootas scored and
         * explained, tara counted both ways, the cited nadi, bhakoot and gana exceptions with the raw score and the
         * score after them.
         */
        post: operations["matchmaking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/memory/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Life events, newest date first (limit default 100, at most 500). */
        get: operations["memoryEvents"];
        put?: never;
        /** Record a dated life event (category, date, note, optional chart_id); answers its event_id. */
        post: operations["memoryEventCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/memory/events/{event_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One life event. */
        get: operations["memoryEvent"];
        /** Change any of date, category, note, chart_id. */
        put: operations["memoryEventUpdate"];
        post?: never;
        /** Delete a life event. */
        delete: operations["memoryEventDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/muhurta-complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One moment: the day's band and windows for the activity, every act's verdict with benefits and issues, the
         * five angas and the special yogas in force.
         */
        post: operations["muhurtaComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/muhurta-finder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Scan 1 to 90 days (default 30) from start_date for one act: each day banded with its benefits, issues and the
         * windows in which every rule holds (local times with offset), from one boundary timeline; format "ics" gives
         * the windows as iCalendar events. Heavy rate budget.
         */
        post: operations["muhurtaFinder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/muhurta-intelligence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dates from start_date to end_date (at most 90 days) through nine named layers in order (calendar periods,
         * tithi, vara, nakshatra, yoga and karana, each user's tarabala and chandrabala, lagna shuddhi, planetary
         * conditions, daily windows); survivors ranked by a stated score, at most max_results (1-3) returned with the
         * rejection audit. Heavy rate budget.
         */
        post: operations["muhurtaIntelligence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/muhurta/marriage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marriage day scan from start_date to end_date (at most 90 days): lagna shuddhi windows, dagdha tithi and
         * dagdha yoga checks, Jupiter and Venus combust, adhika masa, kharmas, chaturmas, eclipses, and both partners'
         * tarabala and chandrabala when given. Heavy rate budget.
         */
        post: operations["marriageMuhurta"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/muhurta/travel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Direction-aware travel muhurta: disha shool by weekday, nakshatra shool, the Moon's direction against the
         * direction of travel, the yatra doshas, an advisory remedy and the day's panchanga strip. Alias of
         * /api/v2/travel-muhurta.
         */
        post: operations["travelMuhurtaAlias"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/namkaran/syllables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Naming syllables of a nakshatra pada (avakahada chakra): from a birth moment (date, time, lat, lon) or a
         * nakshatra by index or name.
         */
        get: operations["namkaranSyllables"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/notifications/daily-gates/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cron (X-Cron-Secret): queue a run of the daily digest (fan-out jobs of a page of accounts each queue one
         * digest job per account and local day; workers send each at most once). Answers 202 at once.
         */
        post: operations["dailyGatesSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/notifications/prefs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Notification preferences (daily digest on or off, and its place). */
        get: operations["notificationPrefs"];
        /** Set the daily digest on or off and its place (default: the profile's place). */
        put: operations["notificationPrefsUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/oracle/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One question answered from the computed chart: verdict, timing windows, reasoning with chart facts, cited
         * verses. 37 of the 100 are computed; the rest answer PARTIAL naming what is missing. q73 (the sex of a child)
         * is refused; q38 (divorce) is softly redirected to q02 (harmony in marriage). question_text is matched to the
         * catalogue by keywords, with the score shown.
         */
        post: operations["oracleAnswer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/oracle/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The oracle's catalogue q01-q100 (topic, inputs, method, computed or not, policy) and the one policy table the
         * oracle and the chat share. An addition beside the interface's routes.
         */
        get: operations["oracleQuestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/panchang/glance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The day at a glance: a band for new beginnings from the sunrise limbs by a stated, cited rule, with the limbs
         * as evidence. Defaults: New Delhi, today.
         */
        get: operations["panchangGlance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/panchanga": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Daily panchanga at a place: the five limbs at sunrise with their start and end, every change to the next
         * sunrise, sun and moon, lunar month, samvat, kalams and muhurtas.
         */
        post: operations["panchanga"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/panchanga/range": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The daily panchanga of a place for start..end (at most 3 years), one row per civil day: sunrise, sunset, the
         * five limbs at sunrise with their end times, the lunar month (amanta and purnimanta), the festivals and
         * monthly vratas. ndjson (default) or csv, streamed as computed. Heavy rate budget.
         */
        get: operations["panchangaRange"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/past-reading": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Statements about the reader's body and the years already lived (body marks by drekkana, mahadashas begun),
         * each with a stable statement_id, the rule, the chart facts and prove_refs, to be checked by the reader.
         */
        post: operations["pastReading"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/past-reading/accuracy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public scorecard of the past-reading rules: checks, hits, hit rate with a 95% Wilson interval, failing rules
         * first and named. Counts only, never rows or readers.
         */
        get: operations["pastReadingAccuracy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/past-reading/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One reader marks one statement right or wrong. Always 204 with no body: a duplicate (same reader token and
         * statement) or invalid input is ignored and nothing is stored.
         */
        post: operations["pastReadingCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/pindayu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pindayu: per-graha years by distance from exaltation with the classical reductions, and the proportional band
         * (Alpa, Madhya, Dirgha). Never a prediction of death.
         */
        post: operations["pindayu"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/prasna-lost-object": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lost-article prashna: the chart of the asked moment; direction, distance and recovery each from a named
         * horary rule (cited, pending). Theft versus misplacement has no sourced rule: PARTIAL, named in missing.
         */
        post: operations["prashnaLostObject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/prasna-marriage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Horary (prashna) answer to a marriage question for the asked moment (default: now) and place: yes, no or
         * uncertain from the KP rule (7th cusp sub-lord signifying 2, 7, 11) and cited Parashari indications, with a
         * timing hint.
         */
        post: operations["prashnaMarriage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/progeny-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Progeny activation report from the male chart (and the female chart when given): 5th house, Jupiter,
         * putrakaraka, D7; a fertility band of the classical factors (never a medical claim), capacity stars,
         * obstructions, timing windows. The sex of a child and infertility as a certainty are never predicted
         * (omitted_by_policy).
         */
        post: operations["progenyReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/putra-bhava": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Children (putra bhava) rule by rule with citations; predicting a child's sex is declined (omitted_by_policy);
         * rules not computed exactly are listed in omitted.
         */
        post: operations["putraBhava"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/rashifal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Moon-transit (chandra gochara) forecast for each of the 12 signs: the Moon's house from each janma sign,
         * sampled daily at 12:00 IST, favourable and challenging days tallied over the period.
         */
        get: operations["rashifal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/reference/remedy-corpus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gem, rudraksha and vastu (direction) associations of the grahas with prove_refs. REFERENCE, advisory: no
         * medical or financial claims.
         */
        get: operations["remedyCorpus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/sadesati": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sade-sati: janma rashi and Saturn's sign (0-based), phase, house from the Moon sign, the current and next
         * cycles with all three phases from Saturn's actual sign crossings, and the small panoti (dhaiya).
         */
        post: operations["sadesati"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/sbc-phonetic-grid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Sarvatobhadra chakra: the 9 x 9 grid (nakshatras, vowels, consonants, signs, tithi groups and weekdays in
         * their cells) and the vedha lines; the parts given and not given are listed.
         */
        get: operations["sbcPhoneticGrid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/shadbala": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Shadbala of the seven grahas Sun to Saturn: sthana (uchcha, saptavargaja, ojayugma, kendradi, drekkana), dig,
         * kala (nathonnata, paksha, tribhaga, abda, masa, vara, hora, ayana, yuddha), cheshta, naisargika, drik;
         * virupas and rupas, required minimum, ratio, rank, ishta and kashta phala.
         */
        post: operations["shadbala"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/smoke-test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Runs a position, a sunrise and a tithi in-process and reports each with its timing. No external calls. */
        get: operations["smokeTest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/stri-jataka": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stri jataka rule by rule: computed placement, attributed classical rule (cited) and an editorial reading;
         * rules judging character, chastity or widowhood are declined and listed in omitted_by_policy.
         */
        post: operations["striJataka"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/study/marriage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give one marriage outcome to the study (both births, marriage date, outcome, consent). Validated, never
         * coerced: a wrong type, an unknown field, a date out of range or consent not true is a 422 and nothing is
         * stored. Answers the counts only.
         */
        post: operations["marriageStudy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/study/marriage/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Progress of the marriage outcome study: how many rows, by outcome. Never rows. */
        get: operations["marriageStudyCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/tarabala": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tarabala (the nine taras from the birth star) of each nakshatra interval and chandrabala of each Moon-sign
         * interval over a date or a range of up to 31 days; birth star by name or from birth data.
         */
        post: operations["tarabala"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/travel-muhurta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Direction-aware travel muhurta: disha shool by weekday, nakshatra shool, the Moon's direction against the
         * direction of travel, the yatra doshas, an advisory remedy and the day's panchanga strip.
         */
        post: operations["travelMuhurta"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/varshaphal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tajika annual chart for a year: solar return, varsha lagna, muntha, office-bearers and varshesha by
         * pancha-vargeeya bala, Tajika aspects and yogas, 36 sahams, mudda dasha. PARTIAL: the Tajika yogas not
         * computed are named in `missing`.
         */
        post: operations["varshaphal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/vault/charts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Saved charts of the account, newest first. */
        get: operations["vaultCharts"];
        put?: never;
        /** Save birth data with a label; answers its chart_id. */
        post: operations["vaultChartSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/vault/charts/{chart_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One saved chart (404 for an id the account does not have). */
        get: operations["vaultChart"];
        put?: never;
        post?: never;
        /** Delete a saved chart (events that named it keep their text). */
        delete: operations["vaultChartDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/vrata/ekadashi": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ekadashi dates by the Smarta and Vaishnava rules with the step-by-step trace why_this_date, mahadvadashi
         * cases and the parana window; end_date scans a range (at most 366 days).
         */
        post: operations["ekadashiVrata"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/wealth-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Wealth activation report: the 2nd and 11th houses, their lords, Jupiter, D2, dhana yogas, bindus, strengths,
         * obstructions, Vimshottari, Jupiter and Saturn, the Tajika year; rating band with its score trace, timing
         * windows. Alias of /api/v2/area/wealth.
         */
        post: operations["wealthReportAlias"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/yog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Classical yogas in the chart: each with id, family, famous, status (present or cancelled, with why), strength
         * band and the facts that formed it; summary counts.
         */
        post: operations["yogas"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ask": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Web page: a birth and a question, answered by the astrologer (the model when configured, checked against the
         * facts; otherwise the oracle and the facts), each part with the facts it rests on, and the refused topics
         * stated. Heavy rate budget, as the route.
         */
        get: operations["askPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/festivals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Web page: the festivals of a year at a place (region, tradition, language), month by month, each with why
         * this date and the other schools, and a link to subscribe. Heavy rate budget, as the route.
         */
        get: operations["festivalsPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/geocode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Geocode a place name: local list (Indian places first, then the world, then small places), then the online
         * provider if one is configured.
         */
        get: operations["geocode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/kundli": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Web page: a birth chart in North and South Indian style (D1, D9), the planets and the Vimshottari timeline.
         */
        get: operations["kundliPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/match": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Web page: Ashtakoota and Dashakoot matching of two births (groom and bride). */
        get: operations["matchPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Model Context Protocol (streamable HTTP, stateless, JSON answers): the routes as tools for an assistant
         * (kundli, panchanga, dasha_periods, matching, muhurta_finder, festivals, transits, oracle_question). Each tool
         * call is counted and limited as the route's own request, with the caller's key.
         */
        post: operations["mcp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/muhurta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Web page: muhurta finder (place, first day, days ahead, act, practice): the days banded, their windows and
         * the reasons. Heavy rate budget, as the finder route.
         */
        get: operations["muhurtaPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** OpenAPI 3.1.0 description of the service, generated from the route schemas. */
        get: operations["openapi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A small HTML page showing the health of each component. */
        get: operations["statusPage"];
        put?: never;
        post?: never;
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
        /** @description The signed-in account and its profile. */
        Account: {
            birth: components["schemas"]["SavedBirth"] | null;
            /** @description Created, ISO 8601 UTC */
            created_at: string;
            /** @description The address, trimmed and lower-cased. */
            email: string;
            /**
             * @description Male or Female
             * @enum {string|null}
             */
            gender: "Male" | "Female" | "male" | "female" | null;
            /** @description Account id (a UUID) */
            id: string;
            name: string | null;
            place: components["schemas"]["SavedPlace"] | null;
            /** @description Last changed, ISO 8601 UTC */
            updated_at: string;
        };
        /** @description One measured quantity: reference, cases, largest error and tolerance. */
        AccuracyRecord: {
            /** @description Values compared */
            cases: number;
            /** @description Stable key of the quantity (area.quantity.reference), e.g. astro.longitude.swetest */
            id: string;
            /**
             * @description true: the reference was computed or published outside the service; false: a consistency
             * check of the service against another method of its own on the same ephemeris
             */
            independent: boolean;
            /** @description Largest error seen, rounded to 2 significant digits */
            max_error: number;
            /** @description What is measured, in words */
            quantity: string;
            /**
             * @description What it is compared with: the tool with its version, or the book, almanac or table with its
             * edition
             */
            reference: string;
            /** @description The test file that measures it, relative to the repository root */
            test: string;
            /** @description The largest error the test accepts */
            tolerance: number;
            /** @description Unit of max_error and tolerance (arcsec, s, days, ...) */
            unit: string;
            /** @description Where the largest error occurred (case, body, date); null when every error is 0 */
            worst_case: string | null;
        };
        /**
         * @description The accuracy the reference tests measure, quantity by quantity (REFERENCE: read from the
         * committed results, nothing computed per request).
         */
        AccuracyResult: {
            engine_status: components["schemas"]["EngineStatus"];
            /**
             * @description How the numbers were made: by the reference tests themselves, collected by `npm run
             * accuracy`
             */
            generated_by: string;
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            /** @description One record per measured quantity, sorted by id */
            quantities: components["schemas"]["AccuracyRecord"][];
            /** @description How max_error is rounded */
            rounding: string;
            success: boolean;
        };
        /**
         * @description The activation framework: twelve levels, rating bands, the level build contract and the four
         * life areas.
         */
        ActivationConfigResult: {
            engine_status: components["schemas"]["EngineStatus"];
            labels?: components["schemas"]["Labels"];
            level_contract: {
                [key: string]: string;
            };
            levels: {
                id: string;
                level: number;
                name: string;
                /** @description Citations behind the result; each says verified or pending. */
                prove_refs: components["schemas"]["ProveRef"][];
                reads: string;
                rule: string;
            }[];
            life_areas: {
                area: string;
                chara_karaka: string | null;
                houses: number[];
                natural_karakas: components["schemas"]["GrahaName"][];
                obstructions: {
                    id: string;
                    rule: string;
                }[];
                omitted_by_policy: {
                    id: string;
                    reason: string;
                    topic: string;
                }[];
                /** @description Citations behind the result; each says verified or pending. */
                prove_refs: components["schemas"]["ProveRef"][];
                reads_upapada: boolean;
                routes: string[];
                title: string;
                varga: string;
                yoga_families: string[];
            }[];
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            rating: {
                bands: {
                    at_least: number | null;
                    band: string;
                    meaning: string;
                }[];
                max: number;
                min: number;
                note: string;
                /** @description Citations behind the result; each says verified or pending. */
                prove_refs: components["schemas"]["ProveRef"][];
                /** @enum {string} */
                tier: "service";
            };
            success: boolean;
            timing: string;
        };
        /**
         * @description One level of the activation chain (the level build contract of GET /api/v2/activation-config).
         */
        ActivationLevel: {
            /** @description The computed chart facts the level read, by name (houses 1-12 from the lagna) */
            facts: {
                [key: string]: string | number | boolean | null | string[] | number[];
            };
            /** @description One sentence built from the facts */
            finding: string;
            /** @enum {string} */
            id:
                | "bhava"
                | "lord"
                | "karaka"
                | "occupants_aspects"
                | "varga"
                | "yogas"
                | "ashtakavarga"
                | "strength"
                | "obstructions"
                | "dasha"
                | "transit"
                | "annual";
            level: number;
            name: string;
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            /** @description The rule applied, in words */
            rule: string;
            /** @description Points on the service's scale (tier service), -2 to +2 per level */
            score: number;
            /**
             * @description active: supports the area now; latent: promise without trigger, or neutral; blocked: works
             * against it; not_evaluated: an input is missing
             * @enum {string}
             */
            status: "active" | "latent" | "blocked" | "not_evaluated";
            /** @enum {string} */
            unit: "points";
        };
        ActivationRating: {
            /**
             * @description The service's band of the total (tier service): a count of supporting factors, never odds or
             * a percentage
             * @enum {string}
             */
            band: "strong" | "supported" | "mixed" | "challenged";
            max: number;
            min: number;
            /** @description Levels that could not be read (they add 0) */
            not_evaluated: string[];
            /** @description Sum of the level scores */
            score: number;
            /** @enum {string} */
            tier: "service";
            /** @description Every level's contribution; the score is their sum */
            trace: {
                id: string;
                level: number;
                score: number;
            }[];
        };
        /**
         * @description The passages for reported bodily features, with the withheld ones named with their rule; text
         * not bundled (PARTIAL).
         */
        AngaMirrorResult: {
            engine_status: components["schemas"]["EngineStatus"];
            entries: components["schemas"]["MirrorEntry"][];
            /** @enum {string} */
            lookup: "a lookup of what the text says about what you report, not a prediction";
            /** @description What the answer does not give (the reason it is PARTIAL), one sentence each. */
            missing: string[];
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            /** @enum {string} */
            subject: "man" | "woman";
            success: boolean;
            /** @description Passages never returned, each with the rule */
            withheld: {
                /** @description Citations behind the result; each says verified or pending. */
                prove_refs: components["schemas"]["ProveRef"][];
                rule: string;
                topic: string;
            }[];
        };
        ArudhaPada: {
            /**
             * @description Which exception moved the pada: it fell in the house itself, or in the 7th from it
             * @enum {string|null}
             */
            exception: "same_sign" | "seventh" | null;
            house: number;
            /** @description Arudha Lagna (A1), Upapada (A12), else null */
            label: string | null;
            lord: components["schemas"]["JaiminiLordChoice"];
            lord_sign: components["schemas"]["SignName"];
            /** @description A1..A12 */
            name: string;
            pada: components["schemas"]["SignName"];
            pada_house: number;
            /** @description 0 = Aries */
            pada_index: number;
            sign: components["schemas"]["SignName"];
        };
        AshtakavargaPindas: {
            graha: components["schemas"]["SevenGrahaName"];
            graha_pinda: number;
            rashi_pinda: number;
            shodhya_pinda: number;
        };
        /**
         * @description Ashtakavarga: bhinna bindus of the seven grahas and the lagna, sarva, trikona and ekadhipatya
         * shodhana, pindas. Sign arrays run Aries (0) to Pisces (11).
         */
        AshtakavargaResult: {
            /** @description Source (seven grahas and Ascendant) -> its bhinna ashtakavarga */
            bhinna: {
                Ascendant: components["schemas"]["BhinnaAshtakavarga"];
                Jupiter: components["schemas"]["BhinnaAshtakavarga"];
                Mars: components["schemas"]["BhinnaAshtakavarga"];
                Mercury: components["schemas"]["BhinnaAshtakavarga"];
                Moon: components["schemas"]["BhinnaAshtakavarga"];
                Saturn: components["schemas"]["BhinnaAshtakavarga"];
                Sun: components["schemas"]["BhinnaAshtakavarga"];
                Venus: components["schemas"]["BhinnaAshtakavarga"];
            };
            conventions: components["schemas"]["Conventions"];
            engine_status: components["schemas"]["EngineStatus"];
            labels?: components["schemas"]["Labels"];
            method: string;
            /** @description Graha (Sun..Saturn) -> its pindas */
            pindas: {
                Jupiter: components["schemas"]["AshtakavargaPindas"];
                Mars: components["schemas"]["AshtakavargaPindas"];
                Mercury: components["schemas"]["AshtakavargaPindas"];
                Moon: components["schemas"]["AshtakavargaPindas"];
                Saturn: components["schemas"]["AshtakavargaPindas"];
                Sun: components["schemas"]["AshtakavargaPindas"];
                Venus: components["schemas"]["AshtakavargaPindas"];
            };
            /** @description Source (seven grahas and Ascendant) -> its sign */
            placements: {
                Ascendant: components["schemas"]["SignName"];
                Jupiter: components["schemas"]["SignName"];
                Mars: components["schemas"]["SignName"];
                Mercury: components["schemas"]["SignName"];
                Moon: components["schemas"]["SignName"];
                Saturn: components["schemas"]["SignName"];
                Sun: components["schemas"]["SignName"];
                Venus: components["schemas"]["SignName"];
            };
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            sarva: {
                /** @description Sum of the seven grahas' bindus per sign, Aries..Pisces */
                bindus: number[];
                /**
                 * @description The classical sarva leaves the lagna's own BAV out
                 * @enum {boolean}
                 */
                includes_lagna_bav: false;
                /** @description 337 for every chart */
                total: number;
                /** @description The same per sign with the lagna's BAV added (total 386) */
                with_lagna_bav: number[];
            };
            /** @description Source -> its reductions */
            shodhana: {
                Ascendant: components["schemas"]["ShodhitaAshtakavarga"];
                Jupiter: components["schemas"]["ShodhitaAshtakavarga"];
                Mars: components["schemas"]["ShodhitaAshtakavarga"];
                Mercury: components["schemas"]["ShodhitaAshtakavarga"];
                Moon: components["schemas"]["ShodhitaAshtakavarga"];
                Saturn: components["schemas"]["ShodhitaAshtakavarga"];
                Sun: components["schemas"]["ShodhitaAshtakavarga"];
                Venus: components["schemas"]["ShodhitaAshtakavarga"];
            };
            success: boolean;
        };
        /** @description Ashtakoota (36 gunas), koota by koota, with the exceptions applied. */
        Ashtakoota: {
            doshas: {
                /** @enum {string} */
                bhakoot: "absent" | "present" | "cancelled";
                /** @enum {string} */
                gana: "absent" | "present" | "cancelled";
                /** @enum {string} */
                nadi: "absent" | "present" | "cancelled";
            };
            /** @description The exceptions that moved the score, and by which rule */
            exceptions: components["schemas"]["KootaException"][];
            kootas: components["schemas"]["KootaScore"][];
            /** @enum {number} */
            max: 36;
            method: string;
            /** @description Points before any exception */
            raw_total: number;
            /** @description Points after the exceptions that hold */
            total: number;
            /**
             * @description The service's own band of the score after exceptions (tier service, not tradition): 32+
             * excellent, 24+ good, 18+ average, else not_recommended.
             * @enum {string}
             */
            verdict: "not_recommended" | "average" | "good" | "excellent";
            /**
             * @description The verdict band is the service's own, not a tradition
             * @enum {string}
             */
            verdict_tier: "service";
        };
        /** @description Ashtottari balance at birth */
        AshtottariBalance: {
            /** @description Fraction of the lord's years already run at birth (0-1) */
            elapsed_fraction: number;
            lord: components["schemas"]["GrahaName"];
            /** @description The Moon's nakshatra in the 28-nakshatra reckoning */
            nakshatra: components["schemas"]["NakshatraName"] | "Abhijit";
            /** @description Years of the first mahadasha left at birth */
            years: number;
            /** @description The balance as whole years, months and days */
            ymd: {
                days: number;
                months: number;
                years: number;
            };
        };
        /** @description The instant read: noon at the birth place on `as_of`, else now. */
        AsOfInstant: {
            /**
             * @description The instant read: local time at the birth place, ISO 8601 with its UTC offset
             * @example 2025-10-01T06:08:58+05:30
             */
            at: string;
            /** @description The instant read: Julian day, Universal Time */
            at_jd_ut: number;
        };
        /** @description Deleted: signed out everywhere at once; data erased after the grace window. */
        AuthDeleteResult: {
            detail: string;
            /** @description From when the erase sweep removes the data, ISO 8601 UTC */
            erase_after: string;
            success: boolean;
        };
        /** @description Counts only; idempotent. */
        AuthEraseSweepResult: {
            /** @description Accounts erased by this run. */
            erased_accounts: number;
            /** @description Table name -> rows erased; empty when no account was due. */
            rows: {
                [key: string]: number;
            };
            success: boolean;
        };
        /** @description All the account's data (sent as an attachment, vault-export.json). */
        AuthExportResult: {
            /** @description The account exported (a UUID) */
            account_id: string;
            /** @description When exported, ISO 8601 UTC */
            exported_at: string;
            /** @enum {string} */
            format: "vedic-vault-export";
            success: boolean;
            /**
             * @description Every row that names the account, table by table, columns as stored (session token hashes
             * left out).
             */
            tables: {
                accounts: {
                    /** @description Birth details as JSON text, as stored */
                    birth_json: string | null;
                    created_at: string;
                    deleted_at: string | null;
                    email_normalized: string;
                    gender: string | null;
                    id: string;
                    name: string | null;
                    /** @description Preferred place as JSON text, as stored */
                    place_json: string | null;
                    updated_at: string;
                }[];
                digest_outbox: {
                    account_id: string;
                    attempts: number;
                    claimed_at: string;
                    /** @description Local date of the digest, YYYY-MM-DD */
                    day: string;
                    lease_until: string;
                    message_id: string;
                    sent_at: string | null;
                    sent_by: string | null;
                    /** @enum {string} */
                    status: "pending" | "sent";
                }[];
                memory_events: {
                    account_id: string;
                    category: string;
                    chart_id: string | null;
                    created_at: string;
                    date: string;
                    id: string;
                    note: string | null;
                    updated_at: string;
                }[];
                notification_prefs: {
                    account_id: string;
                    /** @description 1 on, 0 off */
                    daily_gates: number;
                    /** @description Digest place as JSON text, as stored */
                    place_json: string | null;
                    updated_at: string;
                }[];
                sessions: {
                    account_id: string;
                    created_at: string;
                    expires_at: string;
                    revoked_at: string | null;
                }[];
                vault_charts: {
                    account_id: string;
                    /** @description Birth details as JSON text, as stored */
                    birth_json: string;
                    created_at: string;
                    id: string;
                    label: string;
                }[];
            };
            /**
             * @description Version of the export format.
             * @enum {number}
             */
            version: 1;
        };
        /** @description A code was e-mailed if this address can sign in; the answer does not say whether it can. */
        AuthLoginResult: {
            /** @description The same sentence for any address: whether a code was sent is not disclosed. */
            detail: string;
            success: boolean;
        };
        /** @description Signed out: the token (or every token of the account) no longer works. */
        AuthLogoutResult: {
            detail: string;
            /** @description Sessions ended by this call: 1 for this one, or every live one of the account with all. */
            revoked_sessions: number;
            success: boolean;
        };
        /** @description The signed-in account. */
        AuthMeResult: {
            account: components["schemas"]["Account"];
            success: boolean;
        };
        /** @description The account with the profile saved. */
        AuthProfileResult: {
            account: components["schemas"]["Account"];
            success: boolean;
        };
        /** @description A code was e-mailed if this address can sign in; the answer does not say whether it can. */
        AuthRegisterResult: {
            /** @description The same sentence for any address: whether a code was sent is not disclosed. */
            detail: string;
            success: boolean;
        };
        /** @description A code was e-mailed if this address can sign in; the answer does not say whether it can. */
        AuthRequestOtpResult: {
            /** @description The same sentence for any address: whether a code was sent is not disclosed. */
            detail: string;
            success: boolean;
        };
        /** @description A session for the account the code belongs to. */
        AuthVerifyOtpResult: {
            account: components["schemas"]["Account"];
            /** @description Days the session works. */
            expires_in_days: number;
            success: boolean;
            /** @description Opaque session token: send as authorization: Bearer <token>. */
            token: string;
        };
        /**
         * @description Longevity band: Alpa (below 32 years), Madhya (32 to below 64), Dirgha (64 and more).
         * @enum {string}
         */
        AyuBand: "Alpa" | "Madhya" | "Dirgha";
        /**
         * @description The band's full name.
         * @enum {string}
         */
        AyuBandName: "Alpayu" | "Madhyayu" | "Dirghayu";
        AyuGrahaContribution: {
            /**
             * @description Pindayu and nisargayu: shortest arc from the deep exaltation point, degrees 0-180; null in
             * amsayu
             */
            arc_from_exaltation: number | null;
            /** @description Before any multiplication or reduction, years */
            base_years: number;
            bharana: {
                /** @description Multiplier */
                factor: number;
                /** @enum {string} */
                kind: "retrograde" | "exalted" | "own_sign" | "vargottama" | "own_navamsa" | "own_drekkana";
            } | null;
            /** @description Every multiplication that qualified, the applied one included */
            bharanas_qualified: {
                /** @description Multiplier */
                factor: number;
                /** @enum {string} */
                kind: "retrograde" | "exalted" | "own_sign" | "vargottama" | "own_navamsa" | "own_drekkana";
            }[];
            dignity: components["schemas"]["Dignity"];
            graha: components["schemas"]["SevenGrahaName"];
            /** @description Reductions applied, in order */
            haranas: {
                /** @description Part of the years (as they stood before this step) taken away */
                fraction: number;
                /** @enum {string} */
                kind: "astangata" | "shatrukshetra" | "nicha" | "chakrapata";
                reason: string;
                /** @description Taken away, years */
                years_removed: number;
            }[];
            house: number;
            /** @description Amsayu: navamsas from Aries with twelves removed (0-12), its base years; null otherwise */
            navamsa_count: number | null;
            /** @description Contribution after the reductions, years */
            years: number;
        };
        AyuLagnaContribution: {
            /** @description Navamsas the lagna has risen through from Aries, twelves removed (0-12): its years */
            navamsa_count: number;
            rule: string;
            /** @description Contribution, years */
            years: number;
        };
        /**
         * @description Ayurdaya: which of pindayu, nisargayu and amsayu applies (strongest of lagna, Sun, Moon), its
         * years and band, with all three systems. Never a prediction of death.
         */
        AyurdayaResult: {
            /** @enum {string} */
            applies: "pindayu" | "nisargayu" | "amsayu";
            band: components["schemas"]["AyuBand"];
            band_name: components["schemas"]["AyuBandName"];
            band_rule: string;
            category: components["schemas"]["AyuBandName"];
            conventions: components["schemas"]["Conventions"];
            /** @description A proportional band indicator, never a prediction of death */
            disclaimer: string;
            engine_status: components["schemas"]["EngineStatus"];
            labels?: components["schemas"]["Labels"];
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            selection: {
                /**
                 * @description caller: the strengths were given (shadbala, bhavabala); dignity_proxy: the proxy stated
                 * in rule
                 * @enum {string}
                 */
                basis: "caller" | "dignity_proxy";
                rule: string;
                /** @description Rupas; see strength_basis */
                scores: {
                    lagna: number;
                    moon: number;
                    sun: number;
                };
                /** @enum {string} */
                strongest: "lagna" | "sun" | "moon";
            };
            /** @description What the strengths compared are */
            strength_basis: string;
            success: boolean;
            summary: string;
            /** @description All three systems, so a reader can see how far they agree */
            systems: {
                amsayu: components["schemas"]["AyuSystemResult"];
                nisargayu: components["schemas"]["AyuSystemResult"];
                pindayu: components["schemas"]["AyuSystemResult"];
            };
            /** @description Total of the system that applies, years */
            total_years: number;
            warnings: string[];
        };
        AyuSystemResult: {
            band: components["schemas"]["AyuBand"];
            band_name: components["schemas"]["AyuBandName"];
            /** @description A proportional band indicator, never a prediction of death */
            disclaimer: string;
            /** @description The seven grahas, Sun to Saturn */
            grahas: components["schemas"]["AyuGrahaContribution"][];
            krurodaya: components["schemas"]["Krurodaya"];
            lagna: components["schemas"]["AyuLagnaContribution"];
            method: string;
            /** @description This system's citations in the engine's form (the route's prove_refs list them as items) */
            refs: components["schemas"]["EngineCitation"][];
            /** @description Grahas' and lagna's years before krurodaya, years */
            subtotal: number;
            summary: string;
            /** @enum {string} */
            system: "pindayu" | "nisargayu" | "amsayu";
            /** @description Total, years */
            total_years: number;
        };
        BatchCandidate: {
            /** @description Present when system is dashakoot */
            dashakoot?: {
                essentials_ok: boolean;
                matched_count: number;
                /** @enum {number} */
                total: 10;
                /** @enum {string} */
                verdict: "not_recommended" | "weak" | "average" | "good";
            };
            doshas: {
                /** @enum {string} */
                bhakoot: "absent" | "present" | "cancelled";
                /** @enum {string} */
                gana: "absent" | "present" | "cancelled";
                /** @enum {string} */
                manglik: "absent" | "present" | "cancelled";
                /** @enum {string} */
                nadi: "absent" | "present" | "cancelled";
            };
            id?: string;
            /** @description Position in the request's candidates */
            index: number;
            moon: components["schemas"]["MatchMoon"];
            name?: string;
            rank: number;
            raw_score: number;
            /** @description Ashtakoota points after exceptions, of 36 */
            score: number;
            /**
             * @description The service's own band of the score after exceptions (tier service, not tradition): 32+
             * excellent, 24+ good, 18+ average, else not_recommended.
             * @enum {string}
             */
            verdict: "not_recommended" | "average" | "good" | "excellent";
        };
        /**
         * @description Bhavabala of the twelve houses (Sripati bhava madhya): bhavadhipati, bhava dig and bhava drishti
         * bala, total and band, strongest and weakest house.
         */
        BhavabalaResult: {
            /** @description Citations behind the result; each says verified or pending. */
            citations: components["schemas"]["ProveRef"][];
            conventions: components["schemas"]["Conventions"];
            engine_status: components["schemas"]["EngineStatus"];
            /** @description Houses 1-12 */
            houses: components["schemas"]["BhavaStrength"][];
            labels?: components["schemas"]["Labels"];
            method: string;
            /** @description Convention -> how this implementation applies it, in words */
            method_conventions: {
                [key: string]: string;
            };
            /**
             * @description Citations as strings "<ref_id> (<status>)", as the interface lists them; the full items are
             * in `citations`
             */
            prove_refs: string[];
            strongest: {
                house: number;
                /** @description Rupas */
                total_score: number;
                total_virupas: number;
            };
            success: boolean;
            /** @description The unit of the figures */
            unit: string;
            warnings: string[];
            weakest: {
                house: number;
                /** @description Rupas */
                total_score: number;
                total_virupas: number;
            };
        };
        BhavaStrength: {
            /** @description Bhavadhipati bala: the lord's total shadbala, virupas */
            adhipati: number;
            /** @enum {string} */
            band: "strong" | "moderate" | "weak";
            /** @description Bhava dig bala, 0-60, virupas */
            dig: number;
            /** @description Bhava drishti bala, virupas */
            drishti: number;
            /**
             * @description Aspecting graha (each of the seven) -> aspect virupas before weighting, signed (+ benefic, -
             * malefic)
             */
            drishti_received: {
                Jupiter: number;
                Mars: number;
                Mercury: number;
                Moon: number;
                Saturn: number;
                Sun: number;
                Venus: number;
            };
            house: number;
            lord: components["schemas"]["SevenGrahaName"];
            /** @description Sidereal longitude of the Sripati bhava madhya, degrees */
            madhya: number;
            /** @description 1 = strongest house */
            rank: number;
            sign: components["schemas"]["SignName"];
            /** @enum {string} */
            sign_kind: "nara" | "jalachara" | "chatushpada" | "keeta";
            /** @description Total, rupas */
            total_rupas: number;
            /** @description Total, rupas (same as total_rupas) */
            total_score: number;
            /** @description Total, virupas */
            total_virupas: number;
        };
        BhinnaAshtakavarga: {
            /** @description Bindus per sign, Aries..Pisces, each 0-8 */
            bindus: number[];
            /** @description The prastara row of each sign, Aries..Pisces */
            by_sign: {
                bindus: number;
                /** @description The sources that gave this sign a bindu */
                from: ("Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Ascendant")[];
                sign: components["schemas"]["SignName"];
            }[];
            /**
             * @description A graha (Sun..Saturn) or Ascendant
             * @enum {string}
             */
            of: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Ascendant";
            total: number;
        };
        /** BirthTimeSensitivityResult */
        BirthTimeSensitivityResult: {
            /**
             * @description The stated birth time, local ISO 8601 with offset
             * @example 2025-10-01T06:08:58+05:30
             */
            birth_time: string;
            conventions: components["schemas"]["Conventions"];
            engine_status: components["schemas"]["EngineStatus"];
            /** @description The items that change within the window, the nearest change first */
            first_changes: string[];
            items: components["schemas"]["SensitivityItem"][];
            labels?: components["schemas"]["Labels"];
            /** @description The date the later running periods are read at (as_of, or today) */
            later_date: string;
            method: string;
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            success: boolean;
            /** @description The nearest changes, in words */
            summary: string;
            /** @description Half-width of the window searched on each side, minutes */
            window_minutes: number;
        };
        /**
         * @description The drekkana body-region mapping from the natal lagna and the marks the occupying grahas
         * indicate (cited, pending).
         */
        BodyMarksResult: {
            conventions: components["schemas"]["Conventions"];
            engine_status: components["schemas"]["EngineStatus"];
            labels?: components["schemas"]["Labels"];
            lagna: {
                /** @description Degrees within the sign */
                degree: number;
                longitude: number;
                sign: components["schemas"]["SignName"];
            };
            /** @description The regions with at least one mark */
            marked: components["schemas"]["BodyRegion"][];
            /** @description How the result was computed, in words. */
            method: string;
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            /** @description One per house, from the lagna */
            regions: components["schemas"]["BodyRegion"][];
            /** @description 1, 2 or 3: the lagna in 0-10, 10-20 or 20-30 degrees of its sign */
            rising_drekkana: number;
            success: boolean;
            warnings?: string[];
        };
        /** BodyRegion */
        BodyRegion: {
            house: number;
            /** @description Marks indicated by the grahas in the house (empty when none) */
            marks: {
                graha: components["schemas"]["GrahaName"];
                /** @enum {string} */
                mark: "scar_or_wound" | "mole_or_mark";
                /** @enum {string} */
                nature: "benefic" | "malefic";
                /**
                 * @description from_birth when the graha is in its own or a fixed sign
                 * @enum {string}
                 */
                timing: "from_birth" | "acquired";
            }[];
            /**
             * @description Part of the body the house stands for under the rising drekkana, named for the gender given
             * (a man's body only with gender Male; not given, the neutral name)
             */
            part: string;
            /** @enum {string} */
            side: "middle" | "right" | "left";
            sign: components["schemas"]["SignName"];
        };
        /** @description One BPHS chapter: number, title and topic where known; the text is not bundled (PARTIAL). */
        BphsChapterResult: {
            chapter: number;
            chapters_in_edition: number;
            /** @description The edition whose chapter numbering is used */
            edition: string;
            engine_status: components["schemas"]["EngineStatus"];
            /** @description What the answer does not give (the reason it is PARTIAL), one sentence each. */
            missing: string[];
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            success: boolean;
            /** @description The chapter text: not bundled (no public-domain edition is carried) */
            text: null;
            /** @enum {string} */
            text_status: "text not bundled";
            /** @description null when the project does not know the title */
            title: string | null;
            topic: string | null;
            /** @description Not known to the project without the edition in hand */
            verse_count: null;
            work: string;
        };
        /**
         * @description Every visible route, grouped by category in the interface's order; generated from the registered
         * routes.
         */
        CatalogResult: {
            categories: {
                /** @description One of the interface's route groups (the OpenAPI tags). */
                name: string;
                routes: components["schemas"]["CatalogRoute"][];
            }[];
            /** @description Routes listed, all categories. */
            route_count: number;
            success: boolean;
            /** @description API version */
            version: string;
        };
        CatalogRoute: {
            /** @description The route this path is an alias of. */
            alias_of?: string;
            /**
             * @description GET, POST, PUT, DELETE, or "GET, HEAD" where HEAD answers too
             * @example GET, HEAD
             */
            method: string;
            /** @description The operationId in the OpenAPI document. */
            operation_id?: string;
            /**
             * @description Path with {name} parameters
             * @example /api/v2/vault/charts/{chart_id}
             */
            path: string;
            summary?: string;
        };
        /**
         * @description Birth-time rectification: status panel_required (the events to collect) or scored (candidate
         * lagnas in the window).
         */
        ChartRectificationResult:
            | {
                  detail: string;
                  engine_status: components["schemas"]["EngineStatus"];
                  labels?: components["schemas"]["Labels"];
                  /** @description The life events that can be scored, with the houses and karakas each is read from */
                  panel: {
                      /** @description Houses from the lagna the event signifies */
                      houses: number[];
                      karakas: components["schemas"]["GrahaName"][];
                      /** @enum {string} */
                      kind:
                          | "marriage"
                          | "child_birth"
                          | "career_start"
                          | "career_change"
                          | "relocation"
                          | "education"
                          | "property"
                          | "parent_death"
                          | "illness"
                          | "accident";
                  }[];
                  /** @description Citations behind the result; each says verified or pending. */
                  prove_refs: components["schemas"]["ProveRef"][];
                  /** @enum {string} */
                  status: "panel_required";
                  success: boolean;
              }
            | {
                  /** @description One candidate per lagna sign met in the window, in time order */
                  candidates: {
                      /** @description score / the most points the events allow */
                      agreement: number;
                      /**
                       * @description Where the candidate was evaluated (the middle of its stretch), local ISO 8601 with
                       * offset
                       * @example 2025-10-01T06:08:58+05:30
                       */
                      evaluated_at: string;
                      events: {
                          antardasha: components["schemas"]["GrahaName"] | null;
                          /** @description Date of the event, YYYY-MM-DD */
                          date: string;
                          /** @description The event's houses from the candidate lagna */
                          houses: number[];
                          /** @enum {string} */
                          kind:
                              | "marriage"
                              | "child_birth"
                              | "career_start"
                              | "career_change"
                              | "relocation"
                              | "education"
                              | "property"
                              | "parent_death"
                              | "illness"
                              | "accident";
                          mahadasha: components["schemas"]["GrahaName"] | null;
                          max_points: number;
                          points: number;
                          reasons: string[];
                      }[];
                      /**
                       * @description Start of the stretch with this lagna inside the window, local ISO 8601 with offset
                       * @example 2025-10-01T06:08:58+05:30
                       */
                      from: string;
                      lagna: components["schemas"]["SignName"];
                      score: number;
                      /** @description evaluated_at minus the stated time, minutes */
                      shift_minutes: number;
                      /**
                       * @description End of the stretch, local ISO 8601 with offset
                       * @example 2025-10-01T06:08:58+05:30
                       */
                      to: string;
                  }[];
                  conventions: components["schemas"]["Conventions"];
                  engine_status: components["schemas"]["EngineStatus"];
                  labels?: components["schemas"]["Labels"];
                  /**
                   * @description How the result was computed: conventions, groupings and what is declined, in words.
                   */
                  method: string;
                  /** @description Citations behind the result; each says verified or pending. */
                  prove_refs: components["schemas"]["ProveRef"][];
                  /** @enum {string} */
                  status: "scored";
                  success: boolean;
                  /** @description Half-width of the window searched around the stated time, minutes */
                  window_minutes: number;
              };
        /** @description One eighth of the day or of the night. */
        ChoghadiyaPeriod: {
            /**
             * @description Local 12-hour clock
             * @example 7:07 AM
             */
            end: string;
            /**
             * @description Local time with its UTC offset, ISO 8601
             * @example 2025-10-01T06:08:58+05:30
             */
            end_iso: string;
            /** @description The work almanacs recommend in it */
            karma: string;
            lord: components["schemas"]["GrahaName"];
            /**
             * @description Choghadiya name (names.md)
             * @enum {string}
             */
            name: "Udveg" | "Chal" | "Labh" | "Amrit" | "Kaal" | "Shubh" | "Rog";
            /**
             * @description Local 12-hour clock
             * @example 5:23 AM
             */
            start: string;
            /**
             * @description Local time with its UTC offset, ISO 8601
             * @example 2025-10-01T06:08:58+05:30
             */
            start_iso: string;
            /** @enum {string} */
            status: "good" | "neutral" | "bad";
        };
        /**
         * @description Choghadiya: 8 day and 8 night periods rotated by weekday, from the actual sunrise, sunset and
         * next sunrise.
         */
        ChoghadiyaResult: {
            basis: components["schemas"]["DayDivisionBasis"];
            conventions: components["schemas"]["Conventions"];
            /**
             * @description The date asked, YYYY-MM-DD
             * @example 2026-11-22
             */
            date: string;
            /** @description The 8 day choghadiyas in order; empty when the day cannot be divided (see note) */
            day_choghadiya: components["schemas"]["ChoghadiyaPeriod"][];
            engine_status: components["schemas"]["EngineStatus"];
            labels?: components["schemas"]["Labels"];
            /** @description The 8 night choghadiyas in order; empty when the night cannot be divided (see note) */
            night_choghadiya: components["schemas"]["ChoghadiyaPeriod"][];
            /** @description How the day was divided when it was not from the Sun */
            note: string | null;
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            success: boolean;
            /**
             * @description What the result could not do as asked (polar day, a zone guess, a date edge); empty when
             * none.
             */
            warnings: string[];
            weekday: components["schemas"]["WeekdayName"];
        };
        /**
         * @description verified only when checked against a text the project carries or names precisely; otherwise
         * pending.
         * @enum {string}
         */
        CitationStatus: "verified" | "pending";
        /** @description Matches from the local list, Indian places first; empty when none. */
        CitiesResult: components["schemas"]["GeocodeItem"][];
        /**
         * @description Beeja and kshetra sphuta with verdicts and sources, the garbhadhana panchanga gate, ranked night
         * windows.
         */
        ConceptionMuhurtaResult: {
            beeja_sphuta: {
                /** @enum {string} */
                kind: "beeja" | "kshetra";
                longitude: number;
                navamsa: components["schemas"]["SignName"];
                /** @enum {string} */
                navamsa_parity: "odd" | "even";
                /** @description The natal sidereal longitudes summed */
                parts: {
                    [key: string]: number;
                };
                /** @description Citations behind the result; each says verified or pending. */
                prove_refs: components["schemas"]["ProveRef"][];
                rule: string;
                sign: components["schemas"]["SignName"];
                /** @enum {string} */
                sign_parity: "odd" | "even";
                /** @enum {string} */
                verdict: "strong" | "mixed" | "weak";
            };
            conventions: components["schemas"]["Conventions"];
            engine_status: components["schemas"]["EngineStatus"];
            from: string;
            /** @description The garbhadhana panchanga gate applied */
            gate: string[];
            kshetra_sphuta: {
                /** @enum {string} */
                kind: "beeja" | "kshetra";
                longitude: number;
                navamsa: components["schemas"]["SignName"];
                /** @enum {string} */
                navamsa_parity: "odd" | "even";
                /** @description The natal sidereal longitudes summed */
                parts: {
                    [key: string]: number;
                };
                /** @description Citations behind the result; each says verified or pending. */
                prove_refs: components["schemas"]["ProveRef"][];
                rule: string;
                sign: components["schemas"]["SignName"];
                /** @enum {string} */
                sign_parity: "odd" | "even";
                /** @enum {string} */
                verdict: "strong" | "mixed" | "weak";
            };
            labels?: components["schemas"]["Labels"];
            not_computed: string[];
            partners: components["schemas"]["MuhurtaPersonMoon"][];
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            ranking: string;
            success: boolean;
            to: string;
            warnings: string[];
            /** @description Night windows passing the gate, ranked */
            windows: {
                date: string;
                rank: number;
                window: components["schemas"]["MuhurtaWindow"];
            }[];
        };
        /**
         * @description The address is confirmed: every key registered with it (now or later) has the keyed headroom.
         */
        ConfirmApiKeyResult: {
            detail: string;
            /** @enum {boolean} */
            email_confirmed: true;
            success: boolean;
        };
        /**
         * @description Ayanamsa, node type, sunrise rule, house system, dasha year, zone, instant and practice used.
         */
        Conventions: {
            ayanamsa?: {
                degrees: number;
                name: string;
            };
            dasha_year_days?: number;
            ephemeris?: string;
            house_system?: string;
            /** @enum {string} */
            node_type?: "mean" | "true";
            position_type?: string;
            /**
             * @description The practice profile the muhurta rules were applied by (north_indian_almanac by default)
             * @enum {string}
             */
            practice?: "north_indian_almanac" | "south_indian_almanac" | "classical";
            sunrise_rule?: string;
            timezone?: string;
            /** @description The UTC instant computed for, ISO 8601 in whole seconds (YYYY-MM-DDTHH:MM:SSZ). */
            utc?: string;
            utc_offset?: string;
        };
        Coordinates: {
            /** @description Degrees, north positive */
            latitude: number;
            /** @description Degrees, east positive */
            longitude: number;
        };
        /** @description Where both partners' windows overlap. */
        CoupleMarriageTiming: {
            either_days: number;
            /** @description Where both dasha gates are open at once */
            gate_overlap: {
                /**
                 * @description End, local time at the birth place
                 * @example 2025-10-01T06:08:58+05:30
                 */
                end: string;
                end_jd_ut: number;
                /**
                 * @description Start, local time at the birth place
                 * @example 2025-10-01T06:08:58+05:30
                 */
                start: string;
                start_jd_ut: number;
            }[];
            shared_days: number;
            sync_formula: string;
            sync_score: number | null;
            /** @enum {string} */
            sync_tier: "service";
            /** @description The zone the couple's instants are shown in (the bride's) */
            timezone: string;
            windows: {
                bride_age: number;
                bride_layers: number;
                /**
                 * @description End, local time at the birth place
                 * @example 2025-10-01T06:08:58+05:30
                 */
                end: string;
                end_jd_ut: number;
                groom_age: number;
                groom_layers: number;
                /**
                 * @description Start, local time at the birth place
                 * @example 2025-10-01T06:08:58+05:30
                 */
                start: string;
                start_jd_ut: number;
            }[];
        };
        /**
         * @description Accepted (202): the run is queued, nothing is sent yet. Its first fan-out job reads a page of
         * opted-in accounts, queues one digest job per account and local day (skipping those the outbox records as
         * sent; a job already waiting is not added twice) and queues the next page; workers send the digests, at most
         * once each, retrying failed sends with backoff.
         */
        DailyGatesSendResult: {
            /** @description The run's instant (UTC): each account's digest is for its local date at this instant. */
            at: string;
            /** @description Subscribers per fan-out job. */
            page_size: number;
            /**
             * @description Where the jobs wait: redis (REDIS_URL set; worker processes run them) or in_process (this
             * process runs them).
             * @enum {string}
             */
            queue: "redis" | "in_process";
            /**
             * @description This run: its totals (subscribers, digests queued, already sent, without a place) are logged
             * under this id when its last page is done.
             */
            run_id: string;
            success: boolean;
        };
        DashaBalance: {
            /** @description Part of the birth nakshatra the Moon had crossed */
            elapsed_fraction: number;
            lord: components["schemas"]["GrahaName"];
            years: number;
            ymd: {
                days: number;
                months: number;
                years: number;
            };
        };
        /**
         * @description The Vimshottari periods running at a date, each with its end date ("15 Mar 2031") and local ISO
         * start and end, and the balance at birth.
         */
        DashaCurrentResult: {
            /**
             * @description The instant read (noon on `as_of`, else now): local time at the birth place, ISO 8601 with
             * its UTC offset
             * @example 2025-10-01T06:08:58+05:30
             */
            as_of: string;
            balance: components["schemas"]["DashaBalance"];
            conventions: components["schemas"]["Conventions"];
            /**
             * @description The periods running at `as_of`, outermost first: Mahadasha, Antardasha, Pratyantar, Sukshma,
             * Prana. Empty outside the 120 years from birth (then `note` says so).
             */
            current_levels: components["schemas"]["DashaPeriod"][];
            engine_status: components["schemas"]["EngineStatus"];
            labels?: components["schemas"]["Labels"];
            /** @description Only when `current_levels` is empty: why. */
            note?: string;
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            success: boolean;
        };
        /** @description Dashakoot (ten poruthams, South Indian). */
        Dashakoot: {
            /** @description Rajju and vedha both matched */
            essentials_ok: boolean;
            matched_count: number;
            method: string;
            poruthams: components["schemas"]["Porutham"][];
            /** @enum {number} */
            total: 10;
            /**
             * @description The service's own band (tier service): not_recommended when an essential fails, else by the
             * count matched (8+ good, 6+ average, else weak).
             * @enum {string}
             */
            verdict: "not_recommended" | "weak" | "average" | "good";
            /** @enum {string} */
            verdict_tier: "service";
        };
        /** @description Dashakoot result: ten poruthams, rajju and vedha essential. */
        DashakootResult: {
            bride: components["schemas"]["MatchNative"];
            conventions: components["schemas"]["Conventions"];
            dashakoot: components["schemas"]["Dashakoot"];
            engine_status: components["schemas"]["EngineStatus"];
            groom: components["schemas"]["MatchNative"];
            labels?: components["schemas"]["Labels"];
            /** @description The conventions applied where traditions differ (defaults unless the request chose) */
            options: {
                /** @enum {string} */
                bhakoot_exception: "same_lord" | "same_or_friendly_lords";
                /** @enum {string} */
                rasi_reading: "bhakoot" | "beyond_six";
                /** @enum {string} */
                star_count: "bride_to_groom" | "groom_to_bride";
                /** @enum {string} */
                tara_count: "both_ways" | "bride_to_groom";
            };
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            success: boolean;
        };
        /**
         * @description Level of a period: Mahadasha, Antardasha, Pratyantar, Sukshma, Prana (interface spellings).
         * @enum {string}
         */
        DashaLevel: "Mahadasha" | "Antardasha" | "Pratyantar" | "Sukshma" | "Prana";
        /**
         * @description The Vimshottari lords in order with their years, nakshatras and fixed karakatva (static;
         * PARTIAL: the effects texts are not bundled).
         */
        DashaMeaningsResult: {
            engine_status: components["schemas"]["EngineStatus"];
            labels?: components["schemas"]["Labels"];
            levels: components["schemas"]["DashaLevel"][];
            lords: {
                /** @description The three nakshatras it rules */
                nakshatras: components["schemas"]["NakshatraName"][];
                /** @description Place in the Vimshottari order, 1-based */
                order: number;
                planet: components["schemas"]["GrahaName"];
                /** @description Fixed karakatva; null for Rahu and Ketu */
                sthira_karaka: string | null;
                years: number;
            }[];
            /** @description What the result lacks, each with the reason (present when engine_status is PARTIAL) */
            missing: string[];
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            success: boolean;
            /** @enum {string} */
            system: "vimshottari";
            total_years: number;
        };
        DashaPeriod: {
            /**
             * @description End, local ISO 8601 with offset
             * @example 2025-10-01T06:08:58+05:30
             */
            end: string;
            /** @description e.g. 15 Mar 2031 */
            end_date: string;
            /** @description Mahadasha, Antardasha, Pratyantar, Sukshma or Prana */
            level: string;
            /** @description Lord of the period (a graha, or a sign for sign-based systems) */
            planet: string;
            /**
             * @description Start, local ISO 8601 with offset
             * @example 2025-10-01T06:08:58+05:30
             */
            start: string;
            /** @description e.g. 15 Mar 2031 */
            start_date: string;
            years: number;
        };
        /** @description The tree of another system (ashtottari, kalachakra, narayana). */
        DashaTreeOtherSystem: {
            /** @description Whether Ashtottari applies to this chart (only with system ashtottari) */
            applicability?: {
                /** @description The verdict of the common alternative condition */
                alternative: {
                    /** @description Null when a fact it needs is unknown (no sunrise or sunset) */
                    applies: boolean | null;
                    /** @description The condition applied */
                    reading: string;
                    reason: string;
                };
                /** @description Null when a fact it needs is unknown (no sunrise or sunset) */
                applies: boolean | null;
                /** @description The condition applied */
                reading: string;
                reason: string;
            };
            /** @description Balance at birth; null for Narayana (its first dasha runs in full from birth) */
            balance: components["schemas"]["AshtottariBalance"] | components["schemas"]["KalachakraBalance"] | null;
            conventions: components["schemas"]["Conventions"];
            engine_status: components["schemas"]["EngineStatus"];
            labels?: components["schemas"]["Labels"];
            /** @description How many levels the tree holds (the depth asked, clamped to the system's deepest) */
            levels: number;
            /** @description The reading applied, in words */
            method: string;
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            success: boolean;
            /** @enum {string} */
            system: "ashtottari" | "kalachakra" | "narayana";
            /** @description Mahadashas from birth, each with its sub-periods */
            tree: components["schemas"]["SystemDashaPeriod"][];
        };
        /**
         * @description The dasha tree from birth: Vimshottari (default; `levels` lists the level names) or the system
         * asked (`levels` is a count; periods name their `lord` and `level`).
         */
        DashaTreeResult: components["schemas"]["DashaTreeVimshottari"] | components["schemas"]["DashaTreeOtherSystem"];
        /** @description The Vimshottari tree (system vimshottari, the default). */
        DashaTreeVimshottari: {
            balance: components["schemas"]["DashaBalance"];
            conventions: components["schemas"]["Conventions"];
            engine_status: components["schemas"]["EngineStatus"];
            labels?: components["schemas"]["Labels"];
            /** @description The level names the tree goes down to, outermost first */
            levels: components["schemas"]["DashaLevel"][];
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            success: boolean;
            /** @enum {string} */
            system: "vimshottari";
            /** @description The nine mahadashas from birth (or the one named in `maha`) */
            tree: components["schemas"]["VimshottariMahadasha"][];
        };
        /** @description The Yogini dasha over three 36-year cycles from birth, with antardashas. */
        DashaYoginiResult: {
            /** @description Years of the first yogini left at birth */
            balance_years: number;
            conventions: components["schemas"]["Conventions"];
            /** @description Cycles of 36 years given */
            cycles: number;
            engine_status: components["schemas"]["EngineStatus"];
            first_yogini: components["schemas"]["YoginiName"];
            labels?: components["schemas"]["Labels"];
            /** @description Yogini dashas from birth, eight a cycle, each with its eight antardashas */
            periods: {
                antardashas: {
                    /**
                     * @description End: local time at the birth place, ISO 8601 with its UTC offset
                     * @example 2025-10-01T06:08:58+05:30
                     */
                    end: string;
                    lord: components["schemas"]["GrahaName"];
                    /**
                     * @description Start: local time at the birth place, ISO 8601 with its UTC offset
                     * @example 2025-10-01T06:08:58+05:30
                     */
                    start: string;
                    /** @description Length in dasha years (the first period is the whole yogini, begun before birth) */
                    years: number;
                    yogini: components["schemas"]["YoginiName"];
                }[];
                /**
                 * @description End: local time at the birth place, ISO 8601 with its UTC offset
                 * @example 2025-10-01T06:08:58+05:30
                 */
                end: string;
                lord: components["schemas"]["GrahaName"];
                /**
                 * @description Start: local time at the birth place, ISO 8601 with its UTC offset
                 * @example 2025-10-01T06:08:58+05:30
                 */
                start: string;
                /** @description Length in dasha years (the first period is the whole yogini, begun before birth) */
                years: number;
                yogini: components["schemas"]["YoginiName"];
            }[];
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            success: boolean;
            /** @description Yogini -> its lord and years (the fixed classical constant) */
            yogini_lords: {
                Bhadrika: {
                    lord: components["schemas"]["GrahaName"];
                    years: number;
                };
                Bhramari: {
                    lord: components["schemas"]["GrahaName"];
                    years: number;
                };
                Dhanya: {
                    lord: components["schemas"]["GrahaName"];
                    years: number;
                };
                Mangala: {
                    lord: components["schemas"]["GrahaName"];
                    years: number;
                };
                Pingala: {
                    lord: components["schemas"]["GrahaName"];
                    years: number;
                };
                Sankata: {
                    lord: components["schemas"]["GrahaName"];
                    years: number;
                };
                Siddha: {
                    lord: components["schemas"]["GrahaName"];
                    years: number;
                };
                Ulka: {
                    lord: components["schemas"]["GrahaName"];
                    years: number;
                };
            };
        };
        /**
         * @description sun: divided from the actual sunrise, sunset and next sunrise. fallback: no sunrise (polar day
         * or night), the civil day was divided instead (see note). none: nothing could be divided.
         * @enum {string}
         */
        DayDivisionBasis: "sun" | "fallback" | "none";
        /**
         * @description Dignity in the sign: exalted, debilitated, moolatrikona, own, else the compound relation to the
         * sign lord.
         * @enum {string}
         */
        Dignity:
            | "exalted"
            | "debilitated"
            | "moolatrikona"
            | "own"
            | "great_friend"
            | "friend"
            | "neutral"
            | "enemy"
            | "great_enemy";
        /**
         * @description One varga chart (by code or name): the varga lagna and every graha's varga sign, house from the
         * varga lagna, part and margin.
         */
        DivisionalChartResult: {
            /** @example D9 */
            code: string;
            conventions: components["schemas"]["Conventions"];
            engine_status: components["schemas"]["EngineStatus"];
            labels?: components["schemas"]["Labels"];
            lagna: {
                margin_arcsec: number;
                part: number;
                sign: components["schemas"]["SignName"];
                sign_index: number;
            };
            /** @description Name of the varga (names.md), e.g. Navamsha */
            name: string;
            /** @description Graha -> its place in this varga */
            planets: {
                Jupiter: components["schemas"]["VargaPlacement"];
                Ketu: components["schemas"]["VargaPlacement"];
                Mars: components["schemas"]["VargaPlacement"];
                Mercury: components["schemas"]["VargaPlacement"];
                Moon: components["schemas"]["VargaPlacement"];
                Rahu: components["schemas"]["VargaPlacement"];
                Saturn: components["schemas"]["VargaPlacement"];
                Sun: components["schemas"]["VargaPlacement"];
                Venus: components["schemas"]["VargaPlacement"];
            };
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            /** @description What the varga is read for */
            signifies: string;
            success: boolean;
        };
        /**
         * @description The sixteen shodasavargas, each with the varga lagna and every graha's varga sign, house, part
         * and margin.
         */
        DivisionalChartsResult: {
            /**
             * @description Varga code (D1, D2, D3, D4, D7, D9, D10, D12, D16, D20, D24, D27, D30, D40, D45, D60) ->
             * chart
             */
            charts: {
                D1: components["schemas"]["NamedVargaChart"];
                D2: components["schemas"]["NamedVargaChart"];
                D3: components["schemas"]["NamedVargaChart"];
                D4: components["schemas"]["NamedVargaChart"];
                D7: components["schemas"]["NamedVargaChart"];
                D9: components["schemas"]["NamedVargaChart"];
                D10: components["schemas"]["NamedVargaChart"];
                D12: components["schemas"]["NamedVargaChart"];
                D16: components["schemas"]["NamedVargaChart"];
                D20: components["schemas"]["NamedVargaChart"];
                D24: components["schemas"]["NamedVargaChart"];
                D27: components["schemas"]["NamedVargaChart"];
                D30: components["schemas"]["NamedVargaChart"];
                D40: components["schemas"]["NamedVargaChart"];
                D45: components["schemas"]["NamedVargaChart"];
                D60: components["schemas"]["NamedVargaChart"];
            };
            conventions: components["schemas"]["Conventions"];
            engine_status: components["schemas"]["EngineStatus"];
            labels?: components["schemas"]["Labels"];
            /** @description How the vargas and varga dignities are computed */
            method: string;
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            success: boolean;
            /** @description Grahas in the same sign in D1 and D9 */
            vargottama: components["schemas"]["GrahaName"][];
        };
        /** @description Strength from the lord of the sign, hadda, drekkana or navamsa the graha stands in */
        DivisionStrength: {
            /**
             * @description Share priced: a neutral's division is priced as an enemy's
             * @enum {string}
             */
            grade: "own" | "friend" | "enemy";
            lord: components["schemas"]["SevenGrahaName"];
            max_units: number;
            /**
             * @description The graha's natural relation to that lord (own when it is the lord)
             * @enum {string}
             */
            relation: "own" | "friend" | "neutral" | "enemy";
            units: number;
        };
        /** @description The catalogue of 52 doshas (advisory), each with status, rule, facts, verification and refs. */
        DoshaCatalogueResult: {
            /**
             * @description Always true: many doshas are modern practice
             * @enum {boolean}
             */
            advisory: true;
            as_of: components["schemas"]["AsOfInstant"];
            catalogue_size: number;
            conventions: components["schemas"]["Conventions"];
            doshas: components["schemas"]["DoshaFinding"][];
            engine_status: components["schemas"]["EngineStatus"];
            labels?: components["schemas"]["Labels"];
            method: string;
            /** @description What the result lacks, each with the reason (present when engine_status is PARTIAL) */
            missing?: string[];
            /** @description The partner's Moon, when `partner` was given (Nadi, Bhakoot) */
            partner_moon?: {
                nakshatra: components["schemas"]["NakshatraName"];
                pada: number;
                sign: components["schemas"]["SignName"];
                /** @description The partner's Moon sign (0-based sign index, 0 = Aries) */
                sign_index: number;
            };
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            success: boolean;
            summary: {
                absent: number;
                /** @description Present findings whose rule is advisory */
                advisory: number;
                cancelled: number;
                not_evaluated: number;
                present: number;
            };
        };
        /** @description One dosha of the catalogue: status, the rule applied and the chart facts behind it. */
        DoshaFinding: {
            /** @description The cancellations that hold (empty unless cancelled) */
            cancellation: string[];
            facts: {
                /** @description The chart facts that decided the status, in a sentence */
                detail: string;
                grahas: components["schemas"]["GrahaName"][];
                houses: number[];
            };
            /** @enum {string} */
            group: "graha_yuti" | "bhava" | "birth_time" | "lunar" | "nodal" | "kuja" | "saturn" | "matching";
            id: string;
            name: string;
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            /** @description Why the rule could not be evaluated (only when not_evaluated) */
            reason?: string;
            /** @description Only traditional remedies the rule's refs carry */
            remedies?: string[];
            /** @description The condition applied (the rule's definition) */
            rule: string;
            /** @enum {string} */
            severity?: "high" | "medium" | "low";
            /** @enum {string} */
            status: "present" | "absent" | "cancelled" | "not_evaluated";
            /**
             * @description hand_tested: a named classical reading with tests; advisory: uncertain or modern practice
             * @enum {string}
             */
            verification: "hand_tested" | "advisory";
        };
        /** @description A solar or a lunar eclipse (by `kind`) with its local circumstances and sutak. */
        Eclipse: components["schemas"]["SolarEclipse"] | components["schemas"]["LunarEclipse"];
        /**
         * @description The next solar and lunar eclipses: type, global maximum, local contacts and visibility, sidereal
         * sign and nakshatra, and sutak where the eclipse is seen.
         */
        EclipsesResult: {
            conventions: components["schemas"]["Conventions"];
            /** @description The next `count` eclipses, solar and lunar, in time order */
            eclipses: components["schemas"]["Eclipse"][];
            engine_status: components["schemas"]["EngineStatus"];
            labels?: components["schemas"]["Labels"];
            next: components["schemas"]["Eclipse"] | null;
            place: {
                latitude: number;
                longitude: number;
                /** @description IANA zone found from the coordinates */
                timezone: string;
            };
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            success: boolean;
            /** @description The sutak rule applied, as cited data. */
            sutak_rule: {
                exceptions: {
                    /** @description Whether the service computes the exception's times */
                    computed: boolean;
                    observance: string;
                    who: string[];
                }[];
                lunar: components["schemas"]["SutakCount"];
                /** @description Sutak is kept only where the eclipse is seen */
                only_when_visible: boolean;
                /** @description Whether a penumbral lunar eclipse has sutak */
                penumbral_lunar_observed: boolean;
                solar: components["schemas"]["SutakCount"];
            };
        };
        /** @description Part of the counted phase with the body's centre above the true horizon. */
        EclipseVisibleSpan: {
            /**
             * @description Local time with its UTC offset, ISO 8601
             * @example 2025-10-01T06:08:58+05:30
             */
            end: string;
            /**
             * @description Closes with the phase's end, or with the body setting
             * @enum {string}
             */
            ends_with: "contact" | "set";
            /**
             * @description Local time with its UTC offset, ISO 8601
             * @example 2025-10-01T06:08:58+05:30
             */
            start: string;
            /**
             * @description Opens with the phase's own start, or with the body rising into view
             * @enum {string}
             */
            starts_with: "contact" | "rise";
        };
        /** @description One ekadashi: its tithis, lunar month, mahadvadashi cases and each tradition's observance. */
        EkadashiObservance: {
            /**
             * @description Arunodaya (96 minutes before sunrise) of the first sunrise inside ekadashi; null when
             * ekadashi touches no sunrise
             * @example 2025-10-01T06:08:58+05:30
             */
            arunodaya: string | null;
            lunar_month: {
                amanta: components["schemas"]["LunarMonthValue"];
                purnimanta: components["schemas"]["LunarMonthValue"];
            } | null;
            mahadvadashi: {
                /** @enum {string} */
                case: "trisprisha" | "unmilani" | "vyanjuli";
                /**
                 * @description Civil date of the day the case marks
                 * @example 2026-11-22
                 */
                date: string;
                fact: string;
            }[];
            paksha: components["schemas"]["Paksha"];
            smarta: components["schemas"]["VrataObservance"] | null;
            tithis: {
                dashami: components["schemas"]["VrataTithi"];
                dvadashi: components["schemas"]["VrataTithi"];
                ekadashi: components["schemas"]["VrataTithi"];
            };
            vaishnava: components["schemas"]["VrataObservance"] | null;
        };
        /**
         * @description Ekadashi dates by the Smarta and Vaishnava rules, each with the trace why_this_date,
         * mahadvadashi cases and the parana window.
         */
        EkadashiVrataResult: {
            /** @description Minutes before sunrise taken as arunodaya */
            arunodaya_minutes: number;
            conventions: components["schemas"]["Conventions"];
            /** @description Ekadashis whose Smarta date falls in the span, in order */
            ekadashis: components["schemas"]["EkadashiObservance"][];
            engine_status: components["schemas"]["EngineStatus"];
            /**
             * @description First date of the span
             * @example 2026-11-22
             */
            from: string;
            labels?: components["schemas"]["Labels"];
            place: components["schemas"]["Coordinates"];
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            /** @description Ekadashis that could not be placed (no sunrise: polar day or night) */
            skipped: {
                /**
                 * @description When that ekadashi began
                 * @example 2025-10-01T06:08:58+05:30
                 */
                ekadashi_start: string;
                reason: string;
            }[];
            success: boolean;
            /**
             * @description Last date of the span; null without end_date (only the next ekadashi)
             * @example 2026-11-22
             */
            to: string | null;
            traditions: components["schemas"]["VrataTradition"][];
            /**
             * @description What the result could not do as asked (polar day, a zone guess, a date edge); empty when
             * none.
             */
            warnings: string[];
        };
        /** @description A citation in the engine's form (the prove_refs items are built from these). */
        EngineCitation: {
            /** @description Chapter number, or a named section */
            chapter?: number | string;
            note?: string;
            /** @description Key of the cited work (e.g. bphs, brihat_jataka) */
            source: string;
            status: components["schemas"]["CitationStatus"];
            /** @description Verse range, or a topic where the verses are not checked */
            verses?: string;
        };
        EngineInfo: {
            chart_model: string;
            ephemeris: string;
            name: string;
        };
        /**
         * @description LIVE: computed. REFERENCE: tradition tables, no birth data. PARTIAL: self-declared incomplete
         * (missing parts named).
         * @enum {string}
         */
        EngineStatus: "LIVE" | "REFERENCE" | "PARTIAL";
        /** EphemerisEvent */
        EphemerisEvent: {
            graha: string;
            jd_ut: number;
            /** @enum {string} */
            kind: "sign_ingress" | "nakshatra_ingress" | "station_retrograde" | "station_direct";
            /**
             * @description The instant, ISO 8601 with the offset in force (to the second)
             * @example 2025-10-01T06:08:58+05:30
             */
            time: string;
            /** @description The sign or nakshatra entered; for a station, the sign it happens in */
            value: string;
        };
        /** EphemerisResult */
        EphemerisResult: {
            conventions: components["schemas"]["Conventions"];
            end: string;
            engine_status: components["schemas"]["EngineStatus"];
            /**
             * @description Sign ingresses of every graha, nakshatra ingresses of the Moon, stations of the five planets
             */
            events: components["schemas"]["EphemerisEvent"][];
            method: string;
            positions: components["schemas"]["EphemerisRow"][];
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            /** @description Rows in positions */
            rows: number;
            start: string;
            step: string;
            success: boolean;
        };
        /** EphemerisRow */
        EphemerisRow: {
            /** @description The ayanamsa at the instant, degrees */
            ayanamsa: number;
            grahas: {
                Jupiter: {
                    /** @description Sidereal longitude, degrees [0, 360) */
                    longitude: number;
                    nakshatra: string;
                    pada: number;
                    /** @description Speed below zero; always true for Rahu and Ketu, as in the chart */
                    retrograde: boolean;
                    sign: string;
                    /** @description Degrees per day; negative when retrograde */
                    speed: number;
                };
                Ketu: {
                    /** @description Sidereal longitude, degrees [0, 360) */
                    longitude: number;
                    nakshatra: string;
                    pada: number;
                    /** @description Speed below zero; always true for Rahu and Ketu, as in the chart */
                    retrograde: boolean;
                    sign: string;
                    /** @description Degrees per day; negative when retrograde */
                    speed: number;
                };
                Mars: {
                    /** @description Sidereal longitude, degrees [0, 360) */
                    longitude: number;
                    nakshatra: string;
                    pada: number;
                    /** @description Speed below zero; always true for Rahu and Ketu, as in the chart */
                    retrograde: boolean;
                    sign: string;
                    /** @description Degrees per day; negative when retrograde */
                    speed: number;
                };
                Mercury: {
                    /** @description Sidereal longitude, degrees [0, 360) */
                    longitude: number;
                    nakshatra: string;
                    pada: number;
                    /** @description Speed below zero; always true for Rahu and Ketu, as in the chart */
                    retrograde: boolean;
                    sign: string;
                    /** @description Degrees per day; negative when retrograde */
                    speed: number;
                };
                Moon: {
                    /** @description Sidereal longitude, degrees [0, 360) */
                    longitude: number;
                    nakshatra: string;
                    pada: number;
                    /** @description Speed below zero; always true for Rahu and Ketu, as in the chart */
                    retrograde: boolean;
                    sign: string;
                    /** @description Degrees per day; negative when retrograde */
                    speed: number;
                };
                Rahu: {
                    /** @description Sidereal longitude, degrees [0, 360) */
                    longitude: number;
                    nakshatra: string;
                    pada: number;
                    /** @description Speed below zero; always true for Rahu and Ketu, as in the chart */
                    retrograde: boolean;
                    sign: string;
                    /** @description Degrees per day; negative when retrograde */
                    speed: number;
                };
                Saturn: {
                    /** @description Sidereal longitude, degrees [0, 360) */
                    longitude: number;
                    nakshatra: string;
                    pada: number;
                    /** @description Speed below zero; always true for Rahu and Ketu, as in the chart */
                    retrograde: boolean;
                    sign: string;
                    /** @description Degrees per day; negative when retrograde */
                    speed: number;
                };
                Sun: {
                    /** @description Sidereal longitude, degrees [0, 360) */
                    longitude: number;
                    nakshatra: string;
                    pada: number;
                    /** @description Speed below zero; always true for Rahu and Ketu, as in the chart */
                    retrograde: boolean;
                    sign: string;
                    /** @description Degrees per day; negative when retrograde */
                    speed: number;
                };
                Venus: {
                    /** @description Sidereal longitude, degrees [0, 360) */
                    longitude: number;
                    nakshatra: string;
                    pada: number;
                    /** @description Speed below zero; always true for Rahu and Ketu, as in the chart */
                    retrograde: boolean;
                    sign: string;
                    /** @description Degrees per day; negative when retrograde */
                    speed: number;
                };
            };
            jd_ut: number;
            lagna: {
                /** @description Sidereal longitude, degrees [0, 360) */
                longitude: number;
                nakshatra: string;
                pada: number;
                sign: string;
            } | null;
            /**
             * @description The instant, ISO 8601 with the offset in force (UTC without a place)
             * @example 2025-10-01T06:08:58+05:30
             */
            time: string;
        };
        /** ErrorDetail */
        ErrorDetail: {
            /** @description What went wrong and, where it helps, what to send instead. */
            detail: string;
        };
        /**
         * @description Dates acceptable to every member (each one's tarabala and chandrabala), ranked, with who blocks
         * which date.
         */
        FamilyMuhurtaResult: {
            acceptable: {
                day: components["schemas"]["MuhurtaDay"];
                rank: number;
            }[];
            acceptable_count: number;
            /**
             * @description Dates not acceptable to all, with who blocks them (tarabala or chandrabala) and any other
             * rule that closed them
             */
            blocked: {
                blockers: {
                    member: string;
                    reasons: string[];
                }[];
                date: string;
                other_reasons: string[];
            }[];
            conventions: components["schemas"]["Conventions"];
            engine_status: components["schemas"]["EngineStatus"];
            from: string;
            karma: components["schemas"]["KarmaName"];
            labels?: components["schemas"]["Labels"];
            members: components["schemas"]["MuhurtaPersonMoon"][];
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            ranking: string;
            success: boolean;
            to: string;
            warnings: string[];
        };
        /** @description One festival placed at a place: date, deciding window, why, and alternatives. */
        Festival: {
            /** @description Other schools' or regions' dates, where they differ */
            alternatives: {
                /**
                 * @description YYYY-MM-DD
                 * @example 2026-11-22
                 */
                date: string;
                /** @description Citations behind the result; each says verified or pending. */
                prove_refs: components["schemas"]["ProveRef"][];
                rule: string;
                /** @description Who keeps this date */
                school: string;
            }[];
            /** @enum {string} */
            category: "festival" | "vrata" | "jayanti" | "sankranti" | "ekadashi" | "monthly";
            /**
             * @description The civil date at the place
             * @example 2026-11-22
             */
            date: string;
            /**
             * @description Stable snake_case id
             * @example diwali
             */
            id: string;
            /**
             * @description What decides the date: a tithi, a sankranti, a star in a solar month, another festival
             * @enum {string}
             */
            kind: "lunar" | "solar" | "nakshatra" | "relative" | "ekadashi" | "monthly";
            lunar: {
                adhika: boolean;
                amanta_month: components["schemas"]["LunarMonthName"];
                month: components["schemas"]["LunarMonthName"];
                /** @enum {string} */
                month_system: "amanta" | "purnimanta";
                paksha: components["schemas"]["Paksha"];
                purnimanta_month: components["schemas"]["LunarMonthName"];
                /** @description 1-15 within the paksha */
                tithi: number;
                tithi_name: components["schemas"]["TithiName"];
            } | null;
            /** @description English name */
            name: string;
            observance: {
                /**
                 * @description Local time with its UTC offset, ISO 8601
                 * @example 2025-10-01T06:08:58+05:30
                 */
                end: string;
                kaala: string;
                /**
                 * @description Local time with its UTC offset, ISO 8601
                 * @example 2025-10-01T06:08:58+05:30
                 */
                start: string;
            } | null;
            parana: {
                /**
                 * @description YYYY-MM-DD
                 * @example 2026-11-22
                 */
                date: string;
                /**
                 * @description Local time with its UTC offset, ISO 8601
                 * @example 2025-10-01T06:08:58+05:30
                 */
                end: string | null;
                /**
                 * @description Local time with its UTC offset, ISO 8601
                 * @example 2025-10-01T06:08:58+05:30
                 */
                start: string;
            } | null;
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            regions: components["schemas"]["FestivalRegion"][];
            /**
             * @description The sankranti instant (solar festivals and solar-month stars)
             * @example 2025-10-01T06:08:58+05:30
             */
            sankranti: string | null;
            why_this_date: components["schemas"]["FestivalWhy"];
        };
        /** @description How the deciding tithi or star held its kaala on one civil day. */
        FestivalCandidateDay: {
            /**
             * @description A civil date the tithi (or star) touches
             * @example 2026-11-22
             */
            date: string;
            /**
             * @description Where the tithi holds the kaala (bhadra cut out where the rule says)
             * @example 2025-10-01T06:08:58+05:30
             */
            held_from: string | null;
            /**
             * @description Local time with its UTC offset, ISO 8601
             * @example 2025-10-01T06:08:58+05:30
             */
            held_to: string | null;
            /**
             * @description Local time with its UTC offset, ISO 8601
             * @example 2025-10-01T06:08:58+05:30
             */
            kaala_end: string | null;
            /**
             * @description The kaala that day; null when the day has none (no sunrise or moonrise)
             * @example 2025-10-01T06:08:58+05:30
             */
            kaala_start: string | null;
            /** @description Minutes of the kaala held (0 for an instant) */
            minutes: number;
            /** @description Share of the kaala held (1: an instant inside) */
            share: number;
        };
        /**
         * @description The region whose list is shown: the pan_indian festivals plus the region's own, with its
         * almanacs' rules where they differ (Vijaya Dashami at sunrise in Bengal and the South; Makar Sankranti the
         * next day when the sankranti falls after three fifths of the daytime in Karnataka and Andhra).
         * @enum {string}
         */
        FestivalRegion:
            | "pan_indian"
            | "north"
            | "maharashtra"
            | "gujarat"
            | "bengal"
            | "odisha"
            | "bihar"
            | "tamil_nadu"
            | "kerala"
            | "karnataka"
            | "andhra_telangana"
            | "punjab";
        /** @description A place's festival and vrata calendar for a year. */
        FestivalsResult: {
            /** @description Adhika (intercalary) months touching the year: festivals fall in the nija month after */
            adhika_months: {
                /**
                 * @description Local time with its UTC offset, ISO 8601
                 * @example 2025-10-01T06:08:58+05:30
                 */
                end: string;
                name: components["schemas"]["LunarMonthName"];
                /**
                 * @description Local time with its UTC offset, ISO 8601
                 * @example 2025-10-01T06:08:58+05:30
                 */
                start: string;
            }[];
            conventions: components["schemas"]["Conventions"];
            engine_status: components["schemas"]["EngineStatus"];
            /** @description In date order */
            festivals: components["schemas"]["Festival"][];
            labels?: components["schemas"]["Labels"];
            /** @enum {string} */
            month_system: "amanta" | "purnimanta";
            place: {
                latitude: number;
                longitude: number;
                /** @description IANA zone found from the coordinates, or the override */
                timezone: string;
            };
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            region: components["schemas"]["FestivalRegion"];
            success: boolean;
            /** @enum {string} */
            tradition: "smarta" | "vaishnava";
            /**
             * @description What the result could not do as asked (polar day, a zone guess, a date edge); empty when
             * none.
             */
            warnings: string[];
            year: number;
        };
        /** @description Why this date: the rule, the spans it read and how each candidate day held. */
        FestivalWhy: {
            days: components["schemas"]["FestivalCandidateDay"][];
            /**
             * @description only_day: the tithi held the kaala on one day; both_days and neither_day: the tie rule
             * decided; nakshatra: a preferred star decided; fallback_kaala: a second kaala decided; sankranti,
             * solar_month_star, relative, ekadashi_rules: the other kinds of record
             * @enum {string}
             */
            decided_by:
                | "only_day"
                | "both_days"
                | "neither_day"
                | "nakshatra"
                | "fallback_kaala"
                | "sankranti"
                | "solar_month_star"
                | "relative"
                | "ekadashi_rules";
            /**
             * @description The part of the day that decided; null for solar and relative
             * @enum {string|null}
             */
            kaala:
                | "arunodaya"
                | "sunrise"
                | "pratahkala"
                | "purvahna"
                | "madhyahna"
                | "aparahna"
                | "sayahna"
                | "sunset"
                | "pradosha"
                | "nishita"
                | "moonrise"
                | null;
            /** @description Adhika or kshaya month, bhadra, fallback kaala */
            notes: string[];
            /** @description The rule in words, as the record states it */
            rule: string;
            span: {
                /**
                 * @description Local time with its UTC offset, ISO 8601
                 * @example 2025-10-01T06:08:58+05:30
                 */
                end: string;
                name: string;
                /**
                 * @description Local time with its UTC offset, ISO 8601
                 * @example 2025-10-01T06:08:58+05:30
                 */
                start: string;
            } | null;
            /** @description What happened this year at this place, in one sentence */
            statement: string;
            /** @description The ekadashi engine's rule trace (ekadashis only) */
            steps: {
                fact: string;
                outcome: string;
                rule: string;
            }[];
        };
        /** @description One festival over a year or a range of years at a place. */
        FestivalYearsResult: {
            conventions: components["schemas"]["Conventions"];
            engine_status: components["schemas"]["EngineStatus"];
            /** @description Each year in order (monthly vratas: every month) */
            festivals: components["schemas"]["Festival"][];
            id: string;
            labels?: components["schemas"]["Labels"];
            /** @enum {string} */
            month_system: "amanta" | "purnimanta";
            name: string;
            place: {
                latitude: number;
                longitude: number;
                /** @description IANA zone found from the coordinates, or the override */
                timezone: string;
            };
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            region: components["schemas"]["FestivalRegion"];
            success: boolean;
            /** @enum {string} */
            tradition: "smarta" | "vaishnava";
            /**
             * @description What the result could not do as asked (polar day, a zone guess, a date edge); empty when
             * none.
             */
            warnings: string[];
            years: number[];
        };
        /**
         * @description Lucky direction: dig bala, kendra directions, the lagna lord's sign direction, wealth quadrant,
         * home versus abroad; the synthesis parts say so in `basis`.
         */
        FortuneDirectionResult: {
            conventions: components["schemas"]["Conventions"];
            /** @description The seven grahas with their dig bala and the direction where each is strong */
            dig_bala: {
                /** @enum {string} */
                direction: "east" | "south" | "west" | "north";
                graha: components["schemas"]["SevenGrahaName"];
                /** @description Dig bala, 0-60 virupas */
                virupas: number;
            }[];
            engine_status: components["schemas"]["EngineStatus"];
            home_versus_abroad: {
                /**
                 * @description The service's own synthesis, not a classical rule
                 * @enum {string}
                 */
                basis: "service_synthesis";
                signals: {
                    detail: string;
                    id: string;
                    /** @enum {string} */
                    points: "home" | "abroad";
                }[];
                /** @enum {string} */
                verdict: "home" | "abroad" | "balanced";
            };
            /** @description Kendra house (1, 4, 7, 10) -> its direction */
            house_directions: {
                /** @enum {string} */
                1: "east" | "south" | "west" | "north";
                /** @enum {string} */
                4: "east" | "south" | "west" | "north";
                /** @enum {string} */
                7: "east" | "south" | "west" | "north";
                /** @enum {string} */
                10: "east" | "south" | "west" | "north";
            };
            labels?: components["schemas"]["Labels"];
            lagna_lord: {
                graha: components["schemas"]["SevenGrahaName"];
                house: number;
                sign: components["schemas"]["SignName"];
                /** @enum {string} */
                sign_direction: "east" | "south" | "west" | "north";
            };
            lucky_direction: {
                /**
                 * @description The service's own synthesis, not a classical rule
                 * @enum {string}
                 */
                basis: "service_synthesis";
                /** @enum {string} */
                direction: "east" | "south" | "west" | "north";
                votes: {
                    east: number;
                    north: number;
                    south: number;
                    west: number;
                };
            };
            method: string;
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            strongest_dig_bala: {
                /** @enum {string} */
                direction: "east" | "south" | "west" | "north";
                graha: components["schemas"]["SevenGrahaName"];
                house: number;
                /** @description Dig bala, 0-60 virupas */
                virupas: number;
            };
            success: boolean;
            wealth_quadrant: {
                /**
                 * @description The service's own synthesis, not a classical rule
                 * @enum {string}
                 */
                basis: "service_synthesis";
                directions: ("east" | "south" | "west" | "north")[];
                eleventh_lord: {
                    graha: components["schemas"]["SevenGrahaName"];
                    house: number;
                    sign: components["schemas"]["SignName"];
                    /** @enum {string} */
                    sign_direction: "east" | "south" | "west" | "north";
                };
                second_lord: {
                    graha: components["schemas"]["SevenGrahaName"];
                    house: number;
                    sign: components["schemas"]["SignName"];
                    /** @enum {string} */
                    sign_direction: "east" | "south" | "west" | "north";
                };
            };
        };
        GeocodeItem: {
            /** @description First-level division (state, province); empty when GeoNames gives none. */
            admin1: string;
            /** @description Country name */
            country: string;
            /** @description Degrees, decimal; north positive. */
            latitude: number;
            /** @description Degrees, decimal; east positive. */
            longitude: number;
            name: string;
            /**
             * @description IANA time zone.
             * @example Asia/Kolkata
             */
            timezone: string;
        };
        /**
         * @description Matches, best first: the local list, else the online provider when one is configured; empty when
         * none.
         */
        GeocodeResult: components["schemas"]["GeocodeItem"][];
        GocharPlanet: {
            current_sign: components["schemas"]["SignName"];
            effect: string;
            /** @description The good houses from the janma rashi for this graha */
            favourable_houses: number[];
            graha: components["schemas"]["GrahaName"];
            /** @description House from the janma rashi (natal Moon sign) */
            house_from_janma: number;
            /** @description Transit sidereal longitude, degrees 0-360 */
            longitude: number;
            /** @description Grahas in the vedha house that obstruct */
            obstructed_by: components["schemas"]["GrahaName"][];
            /** @enum {string} */
            quality: "favourable" | "unfavourable" | "obstructed";
            /** @description The vedha house for this house; null when the house is not a good one */
            vedha_house: number | null;
        };
        /**
         * @description Transits (gochara) from the janma rashi: each graha's current sign, house from the Moon sign,
         * quality with vedha, and the effect.
         */
        GocharResult: {
            conventions: components["schemas"]["Conventions"];
            engine_status: components["schemas"]["EngineStatus"];
            gochar: {
                method: string;
                /** @description Graha name -> its transit */
                planets: {
                    Jupiter: components["schemas"]["GocharPlanet"];
                    Ketu: components["schemas"]["GocharPlanet"];
                    Mars: components["schemas"]["GocharPlanet"];
                    Mercury: components["schemas"]["GocharPlanet"];
                    Moon: components["schemas"]["GocharPlanet"];
                    Rahu: components["schemas"]["GocharPlanet"];
                    Saturn: components["schemas"]["GocharPlanet"];
                    Sun: components["schemas"]["GocharPlanet"];
                    Venus: components["schemas"]["GocharPlanet"];
                };
                /**
                 * @description The transit instant: local time at the place, ISO 8601 with offset
                 * @example 2025-10-01T06:08:58+05:30
                 */
                transit: string;
                /** @description The transit instant: Julian day (UT) */
                transit_jd_ut: number;
            };
            janma_rashi: components["schemas"]["SignName"];
            /** @description 0 = Aries */
            janma_rashi_index: number;
            labels?: components["schemas"]["Labels"];
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            success: boolean;
        };
        /**
         * @description A karaka's sign and house, the grahas with it and aspecting it, and the houses it aspects (graha
         * drishti).
         */
        GrahaAspects: {
            aspected_by: components["schemas"]["GrahaName"][];
            aspects_houses: number[];
            conjunct: components["schemas"]["GrahaName"][];
            graha: components["schemas"]["GrahaName"];
            house: number;
            sign: components["schemas"]["SignName"];
        };
        /**
         * @description One of the nine grahas, spelled as in names.md.
         * @enum {string}
         */
        GrahaName: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
        /** @description Benefic or malefic for shadbala */
        GrahaNature: {
            /** @enum {string} */
            nature: "benefic" | "malefic";
            /** @description Why, for the Moon (fortnight) and Mercury (association); null for the fixed ones */
            reason: string | null;
        };
        /** @description One graha's shadbala, part by part, in virupas unless the name says rupas. */
        GrahaShadbala: {
            /** @description Cheshta bala, virupas */
            cheshta: number;
            cheshta_facts: {
                /** @description Cheshta kendra folded to 0-180 degrees; null for the Sun and Moon */
                kendra: number | null;
                /** @description Tropical mean longitude used, degrees; null for the Sun and Moon */
                mean_longitude: number | null;
                /**
                 * @description cheshta_kendra for Mars..Saturn; the Sun takes its ayana bala, the Moon its paksha bala
                 * @enum {string}
                 */
                rule: "cheshta_kendra" | "ayana_bala" | "paksha_bala";
                /** @description Tropical seeghrochcha, degrees; null for the Sun and Moon */
                seeghrochcha: number | null;
            };
            /** @description Dig bala, virupas */
            dig: number;
            /** @description Drik bala (signed), virupas */
            drik: number;
            /**
             * @description Each of the other six grahas -> aspect virupas received, signed (+ benefic, - malefic),
             * before the quarter is taken
             */
            drishti_received: {
                Jupiter?: number;
                Mars?: number;
                Mercury?: number;
                Moon?: number;
                Saturn?: number;
                Sun?: number;
                Venus?: number;
            };
            graha: components["schemas"]["SevenGrahaName"];
            /** @description Ishta phala, 0-60 */
            ishta_phala: number;
            kala: {
                /** @description Abda (year lord) bala, virupas */
                abda: number;
                /** @description Ayana bala, virupas */
                ayana: number;
                /** @description Hora bala, virupas */
                hora: number;
                /** @description Masa (month lord) bala, virupas */
                masa: number;
                /** @description Nathonnata bala, virupas */
                nathonnata: number;
                /** @description Paksha bala, virupas */
                paksha: number;
                /** @description Kala bala, virupas */
                total: number;
                /** @description Tribhaga bala, virupas */
                tribhaga: number;
                /** @description Vara (weekday lord) bala, virupas */
                vara: number;
                /**
                 * @description Yuddha bala: + for the victor of a planetary war, - for the vanquished, 0 when not at
                 * war, virupas
                 */
                yuddha: number;
            };
            /** @description Kashta phala, 0-60 */
            kashta_phala: number;
            /** @description Declination of the graha's tropical ecliptic point, degrees, north positive */
            kranti: number;
            meets_requirement: boolean;
            /** @description Naisargika bala, virupas */
            naisargika: number;
            /** @enum {string} */
            nature: "benefic" | "malefic";
            /** @description 1 = highest ratio */
            rank: number;
            /** @description total_virupas / required_virupas */
            ratio: number;
            /** @description Required minimum, rupas */
            required_rupas: number;
            /** @description Required minimum, virupas */
            required_virupas: number;
            sthana: {
                /** @description Drekkana bala, virupas */
                drekkana: number;
                /** @description Kendradi bala, virupas */
                kendradi: number;
                /** @description Ojayugma bala, virupas */
                ojayugma: number;
                ojayugma_parts: {
                    /** @description Navamsha half (15 or 0), virupas */
                    navamsha: number;
                    /** @description Rashi half (15 or 0), virupas */
                    rashi: number;
                };
                saptavarga: {
                    lord: components["schemas"]["SevenGrahaName"];
                    sign: components["schemas"]["SignName"];
                    /**
                     * @description Standing towards the varga sign lord
                     * @enum {string}
                     */
                    standing: "moolatrikona" | "own" | "great_friend" | "friend" | "neutral" | "enemy" | "great_enemy";
                    /** @description Varga code: D1, D2, D3, D7, D9, D12, D30 */
                    varga: string;
                    /** @description Share of this varga, virupas */
                    virupas: number;
                }[];
                /** @description Saptavargaja bala (sum of the seven vargas), virupas */
                saptavargaja: number;
                /** @description Sthana bala, virupas */
                total: number;
                /** @description Uchcha bala, virupas */
                uchcha: number;
            };
            /** @description Total shadbala, rupas */
            total_rupas: number;
            /** @description Total shadbala, virupas */
            total_virupas: number;
        };
        /**
         * @description One checked component. Fields beyond status and required are given by the components that have
         * them.
         */
        HealthComponent: {
            /** @description Compute: threads holding at least one task now. */
            busy?: number;
            /**
             * @description Redis: where rate limits and code attempts are counted now: shared in Redis, or in this
             * process while Redis is unreachable (re-probed every few seconds).
             * @enum {string}
             */
            counters?: "shared" | "in_process";
            /** @description What the check found or why it failed; addresses and connection strings are removed. */
            detail?: string;
            /**
             * @description Database: which store is configured.
             * @enum {string}
             */
            dialect?: "sqlite" | "postgres";
            /** @description Ephemeris: the return flag of the probe computation; null when it could not run. */
            flag?: number | null;
            /** @description Places: whether the gazetteer index is loaded yet (it loads on first query). */
            index?: string;
            /** @description Round trip of the check, milliseconds (database, Redis). */
            latency_ms?: number;
            /** @description Compute: tasks waiting behind the one each thread is computing. */
            queued?: number;
            /** @description Readiness (GET /api/ready) needs this component up. */
            required: boolean;
            /** @enum {string} */
            status: "ok" | "down" | "not_configured";
            /** @description Compute: threads computing for this process (COMPUTE_THREADS); 0 when tasks run inline. */
            threads?: number;
            /** @description Ephemeris: positions come from the Swiss Ephemeris files, not the Moshier fallback. */
            uses_swiss_files?: boolean;
        };
        /** @description Per-component health; always 200, a failing component is named in the body. */
        HealthResult: {
            /** @description When the checks ran, ISO 8601 UTC (reports are reused for about a second). */
            checked_at: string;
            /**
             * @description Ephemeris probe, the compute threads (threads, busy, queued), database, Redis
             * (not_configured when counters are kept in process) and the places index.
             */
            components: {
                compute: components["schemas"]["HealthComponent"];
                database: components["schemas"]["HealthComponent"];
                ephemeris: components["schemas"]["HealthComponent"];
                places: components["schemas"]["HealthComponent"];
                redis: components["schemas"]["HealthComponent"];
            };
            /** @description false when a required component is down */
            ready: boolean;
            /**
             * @description degraded when any component is down
             * @enum {string}
             */
            status: "ok" | "degraded";
            /** @description Seconds since the process started. */
            uptime_seconds: number;
            /** @description API version (the OpenAPI document's info.version). */
            version: string;
        };
        /** @description One planetary hour. */
        HoraPeriod: {
            /** @description Running at current_at */
            current: boolean;
            /**
             * @description Local HH:MM:SS
             * @example 06:49:08
             */
            end: string;
            /**
             * @description Local time with its UTC offset, ISO 8601
             * @example 2025-10-01T06:08:58+05:30
             */
            end_iso: string;
            /**
             * @description day: sunrise to sunset; night: sunset to the next sunrise
             * @enum {string}
             */
            half: "day" | "night";
            /** @description 1-12 by day, 13-24 by night */
            index: number;
            lord: components["schemas"]["GrahaName"];
            /**
             * @description Local HH:MM:SS
             * @example 06:49:08
             */
            start: string;
            /**
             * @description Local time with its UTC offset, ISO 8601
             * @example 2025-10-01T06:08:58+05:30
             */
            start_iso: string;
        };
        /** @description Hora: the day lord and 24 planetary hours (12 by day, 12 by night), the current one flagged. */
        HoraResult: {
            basis: components["schemas"]["DayDivisionBasis"];
            conventions: components["schemas"]["Conventions"];
            current: components["schemas"]["HoraPeriod"] | null;
            /**
             * @description The instant the current hora is flagged for: the time given, else now
             * @example 2025-10-01T06:08:58+05:30
             */
            current_at: string;
            /**
             * @description The date asked, YYYY-MM-DD
             * @example 2026-11-22
             */
            date: string;
            day_lord: components["schemas"]["GrahaName"];
            engine_status: components["schemas"]["EngineStatus"];
            /** @description 12 day then 12 night horas; a half that cannot be divided is left out */
            horas: components["schemas"]["HoraPeriod"][];
            labels?: components["schemas"]["Labels"];
            /** @description How the day was divided when it was not from the Sun */
            note: string | null;
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            success: boolean;
            /**
             * @description What the result could not do as asked (polar day, a zone guess, a date edge); empty when
             * none.
             */
            warnings: string[];
            weekday: components["schemas"]["WeekdayName"];
        };
        /**
         * @description A sign's horoscope for a day, week, month or year, scored from the grahas' transits over the
         * period.
         */
        HoroscopeResult: {
            active_planet: components["schemas"]["GrahaName"];
            /** @description Life area -> score 0-100 (50 neutral) */
            category_scores: {
                career: number;
                children: number;
                courage: number;
                enemies: number;
                fortune: number;
                gains: number;
                health: number;
                home: number;
                longevity: number;
                marriage: number;
                wealth: number;
            };
            conventions: components["schemas"]["Conventions"];
            /** @description First day of the period, YYYY-MM-DD (from 00:00 IST) */
            date: string;
            engine_status: components["schemas"]["EngineStatus"];
            grahas: {
                graha: components["schemas"]["GrahaName"];
                /** @description Sum of weight x |value - 1/2| over its contributions to the areas */
                influence: number;
                /** @description Houses in order of first occurrence, with the samples in each by gochar quality */
                stays: {
                    favourable: number;
                    house: number;
                    obstructed: number;
                    /** @description Grahas in the vedha house at any obstructed sample */
                    obstructed_by: components["schemas"]["GrahaName"][];
                    samples: number;
                    unfavourable: number;
                }[];
                /** @description Weight of its transit in this period (the service's own) */
                weight: number;
            }[];
            labels?: components["schemas"]["Labels"];
            /**
             * @description Last sample instant, ISO 8601 with the +05:30 offset
             * @example 2025-10-01T06:08:58+05:30
             */
            last_sample: string;
            lucky_color: {
                /** @example #FFFF00 */
                hex: string;
                name: string;
            };
            lucky_numbers: number[];
            /** @description How the result was computed, in words. */
            method: string;
            /** @enum {string} */
            period: "daily" | "weekly" | "monthly" | "yearly";
            /** @description The most influential statements, joined */
            prediction: string;
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            rashi: components["schemas"]["RashiName"];
            /** @description How the period was sampled from its start */
            sampling: {
                count: number;
                /** @description Days between samples */
                step_days: number;
            };
            sign: components["schemas"]["SignName"];
            sign_lord: components["schemas"]["GrahaName"];
            /**
             * @description Start of the period, ISO 8601 with the +05:30 offset
             * @example 2025-10-01T06:08:58+05:30
             */
            start: string;
            /**
             * @description One statement per weighted graha, most influential first; the area is null for the 12th
             * house
             */
            statements: {
                /** @enum {string|null} */
                area:
                    | "health"
                    | "wealth"
                    | "courage"
                    | "home"
                    | "children"
                    | "enemies"
                    | "marriage"
                    | "longevity"
                    | "fortune"
                    | "career"
                    | "gains"
                    | null;
                aspected_areas: (
                    | "health"
                    | "wealth"
                    | "courage"
                    | "home"
                    | "children"
                    | "enemies"
                    | "marriage"
                    | "longevity"
                    | "fortune"
                    | "career"
                    | "gains"
                )[];
                graha: components["schemas"]["GrahaName"];
                /** @description House from the sign (janma rashi) */
                house: number;
                obstructed_by: components["schemas"]["GrahaName"][];
                /** @description Samples in the period */
                of_samples: number;
                /**
                 * @description Gochar quality
                 * @enum {string}
                 */
                quality: "favourable" | "unfavourable" | "obstructed";
                /** @description Samples with the graha in that house */
                samples: number;
                /** @description Ids of the tables the sentence reads */
                tables: string[];
                text: string;
            }[];
            success: boolean;
            /** @description Mean of the eleven area scores, 0-100 */
            total_score: number;
        };
        House: {
            aspected_by: components["schemas"]["GrahaName"][];
            house: number;
            lord: components["schemas"]["GrahaName"];
            occupants: components["schemas"]["GrahaName"][];
            rashi: components["schemas"]["RashiName"];
            sign: components["schemas"]["SignName"];
        };
        HouseAssessment: {
            aspected_by: components["schemas"]["GrahaName"][];
            bhavabala_band: string;
            bhavabala_rupas: number;
            /** @description Sarva ashtakavarga bindus of the sign */
            bindus: number;
            house: number;
            lord: components["schemas"]["GrahaName"];
            lord_dignity: string;
            lord_house: number;
            occupants: components["schemas"]["GrahaName"][];
            sign: components["schemas"]["SignName"];
        };
        /** HTTPValidationError */
        HTTPValidationError: {
            detail: components["schemas"]["ValidationError"][];
        };
        /**
         * @description The lord taken for a sign, by which rule; other_lord is the other co-lord of Scorpio or
         * Aquarius, else null.
         */
        JaiminiLordChoice: {
            lord: components["schemas"]["GrahaName"];
            other_lord: components["schemas"]["GrahaName"] | null;
            /** @enum {string} */
            rule:
                "single_lord" | "both_in_sign" | "other_outside" | "more_grahas_with_it" | "more_degrees" | "exact_tie";
        };
        /**
         * @description Jaimini: chara karakas (8 or 7), karakamsa, arudha padas A1-A12 with upapada, graha padas, chara
         * dasha with antardashas.
         */
        JaiminiResult: {
            arudha_padas: components["schemas"]["ArudhaPada"][];
            chara_dasha: {
                /** @enum {string} */
                direction: "zodiacal" | "reverse";
                exaltation_adjustment: boolean;
                mahadashas: {
                    /** @description +1 exalted lord, -1 debilitated, when exaltation_adjustment is on; else 0 */
                    adjustment: number;
                    /** @enum {string} */
                    antardasha_direction: "zodiacal" | "reverse";
                    antardashas: {
                        /**
                         * @description End of the antardasha: local time at the place, ISO 8601 with offset
                         * @example 2025-10-01T06:08:58+05:30
                         */
                        end: string;
                        /** @description End of the antardasha: Julian day (UT) */
                        end_jd_ut: number;
                        sign: components["schemas"]["SignName"];
                        /**
                         * @description Start of the antardasha: local time at the place, ISO 8601 with offset
                         * @example 2025-10-01T06:08:58+05:30
                         */
                        start: string;
                        /** @description Start of the antardasha: Julian day (UT) */
                        start_jd_ut: number;
                        years: number;
                    }[];
                    /**
                     * @description Signs counted from the dasha sign to its lord, inclusive; null when both co-lords
                     * sit in the sign
                     */
                    count: number | null;
                    /**
                     * @description End of the mahadasha: local time at the place, ISO 8601 with offset
                     * @example 2025-10-01T06:08:58+05:30
                     */
                    end: string;
                    /** @description End of the mahadasha: Julian day (UT) */
                    end_jd_ut: number;
                    lord: components["schemas"]["JaiminiLordChoice"];
                    lord_sign: components["schemas"]["SignName"];
                    sign: components["schemas"]["SignName"];
                    /** @description 0 = Aries */
                    sign_index: number;
                    /**
                     * @description Start of the mahadasha: local time at the place, ISO 8601 with offset
                     * @example 2025-10-01T06:08:58+05:30
                     */
                    start: string;
                    /** @description Start of the mahadasha: Julian day (UT) */
                    start_jd_ut: number;
                    years: number;
                }[];
                method: string;
                ninth_sign: components["schemas"]["SignName"];
                /** @description Days in a dasha year */
                year_days: number;
            };
            chara_karakas: {
                karakas: {
                    graha: components["schemas"]["GrahaName"];
                    /** @enum {string} */
                    karaka:
                        | "Atmakaraka"
                        | "Amatyakaraka"
                        | "Bhratrikaraka"
                        | "Matrikaraka"
                        | "Pitrikaraka"
                        | "Putrakaraka"
                        | "Gnatikaraka"
                        | "Darakaraka";
                    /** @description Degrees used for the ranking: degrees in the sign, or 30 - degree for Rahu */
                    karaka_degree: number;
                    /** @description Arc-seconds above the next karaka; null for the last */
                    margin_arcsec: number | null;
                }[];
                scheme: 7 | 8;
                tie_threshold_arcsec: number;
                /** @description Neighbours closer than the tie threshold: their order rests on a small margin */
                ties: {
                    difference_arcsec: number;
                    grahas: components["schemas"]["GrahaName"][];
                }[];
            };
            conventions: components["schemas"]["Conventions"];
            engine_status: components["schemas"]["EngineStatus"];
            graha_padas: {
                /**
                 * @description Which exception moved the pada: it fell in the house itself, or in the 7th from it
                 * @enum {string|null}
                 */
                exception: "same_sign" | "seventh" | null;
                graha: components["schemas"]["GrahaName"];
                own_sign: components["schemas"]["SignName"];
                pada: components["schemas"]["SignName"];
                pada_house: number;
                /** @description 0 = Aries */
                pada_index: number;
            }[];
            /** @description Navamsa (D9) sign of the Atmakaraka */
            karakamsa: {
                atmakaraka: components["schemas"]["GrahaName"];
                /** @description House of the karakamsa sign in the rasi chart, from the lagna */
                house_from_lagna: number;
                sign: components["schemas"]["SignName"];
                /** @description 0 = Aries */
                sign_index: number;
            };
            labels?: components["schemas"]["Labels"];
            method: string;
            notes: string[];
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            success: boolean;
            upapada: components["schemas"]["ArudhaPada"];
            warnings: string[];
        };
        /**
         * @description One reply of the cited chat: the retrieved rules, the facts, and the reply or a polite refusal.
         */
        JyotishiChatResult: {
            /**
             * @description Without a model: the oracle question (q01-q100) whose computed answer leads the reply, read
             * from the message (and the previous one, for a follow-up such as "and when?")
             */
            answered_question: string | null;
            declined: {
                /** @enum {string} */
                action: "refuse" | "redirect" | "out_of_scope";
                rule: string;
                wording: string;
            } | null;
            disclaimer: string;
            engine_status: components["schemas"]["EngineStatus"];
            facts: components["schemas"]["JyotishiFacts"] | null;
            facts_used: string[];
            labels?: components["schemas"]["Labels"];
            model: string | null;
            /** @description The answer, part by part, with what each part is */
            parts: {
                cites: string[];
                /**
                 * @description computed: a chart statement checked against the facts it cites, or the service's own
                 * text; phrasing: the model's words, stating no chart fact
                 * @enum {string}
                 */
                kind: "computed" | "phrasing";
                text: string;
            }[];
            /**
             * @description Sentences of the model's answer taken out because the policy refuses what they say (the
             * rules that screen questions screen answers too)
             */
            policy_removed: {
                rule: string;
                sentence: string;
            }[];
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            /** @description The model server's host (never a key), or null when no model answered */
            provider: string | null;
            /**
             * @description Why the answer is composed from the facts instead of by the model (no provider, timeout,
             * error)
             */
            reason: string | null;
            reply: {
                content: string;
                /** @enum {string} */
                role: "assistant";
            };
            retrieved: components["schemas"]["RetrievedRule"][];
            success: boolean;
            /**
             * @description Sentences of the model's answer taken out because what they state (a graha, sign, nakshatra,
             * house, dasha or year) is not in the facts they cite, or because they cite facts that do not exist
             */
            unverified_removed: {
                reason: string;
                sentence: string;
            }[];
        };
        /** @description The facts block: computed chart facts, numbered, the only facts the model is given. */
        JyotishiFacts: {
            /**
             * @description The instant the dashas and transits were read at
             * @example 2025-10-01T06:08:58+05:30
             */
            as_of: string;
            conventions: components["schemas"]["Conventions"];
            dasha: {
                /**
                 * @description End of the running period at the birth place
                 * @example 2025-10-01T06:08:58+05:30
                 */
                end: string;
                level: string;
                lord: string;
            }[];
            facts: {
                id: string;
                /** @enum {string} */
                kind: "lagna" | "graha" | "dasha" | "transit" | "yoga" | "dosha";
                text: string;
            }[];
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
        };
        /** @description The astrologer's answer from the computed facts, with the facts and citations it rests on. */
        JyotishiResult: {
            answer: string;
            /**
             * @description Without a model: the oracle question (q01-q100) whose computed answer leads the reply, read
             * from the message (and the previous one, for a follow-up such as "and when?")
             */
            answered_question: string | null;
            /** @enum {string} */
            chart_source: "request" | "vault_profile" | "vault_chart";
            declined: {
                /** @enum {string} */
                action: "refuse" | "redirect" | "out_of_scope";
                rule: string;
                wording: string;
            } | null;
            disclaimer: string;
            engine_status: components["schemas"]["EngineStatus"];
            facts: components["schemas"]["JyotishiFacts"] | null;
            facts_used: string[];
            labels?: components["schemas"]["Labels"];
            model: string | null;
            /** @description The answer, part by part, with what each part is */
            parts: {
                cites: string[];
                /**
                 * @description computed: a chart statement checked against the facts it cites, or the service's own
                 * text; phrasing: the model's words, stating no chart fact
                 * @enum {string}
                 */
                kind: "computed" | "phrasing";
                text: string;
            }[];
            /**
             * @description Sentences of the model's answer taken out because the policy refuses what they say (the
             * rules that screen questions screen answers too)
             */
            policy_removed: {
                rule: string;
                sentence: string;
            }[];
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            /** @description The model server's host (never a key), or null when no model answered */
            provider: string | null;
            /**
             * @description Why the answer is composed from the facts instead of by the model (no provider, timeout,
             * error)
             */
            reason: string | null;
            success: boolean;
            /**
             * @description Sentences of the model's answer taken out because what they state (a graha, sign, nakshatra,
             * house, dasha or year) is not in the facts they cite, or because they cite facts that do not exist
             */
            unverified_removed: {
                reason: string;
                sentence: string;
            }[];
        };
        /** @description Kalachakra balance at birth */
        KalachakraBalance: {
            /** @description Fraction of the pada crossed by the Moon (0-1) */
            elapsed_fraction: number;
            /** @description Years of the pada's paramayus run before birth */
            elapsed_years: number;
            pada: {
                deha: components["schemas"]["SignName"];
                /** @enum {string} */
                direction: "savya" | "apasavya";
                /**
                 * @description The savya or apasavya table the pada belongs to
                 * @enum {string}
                 */
                group: "savya_ashwini" | "savya_bharani" | "apasavya_rohini" | "apasavya_mrigashira";
                jeeva: components["schemas"]["SignName"];
                nakshatra: components["schemas"]["NakshatraName"];
                nakshatra_index: number;
                pada: number;
                /** @description Sum of the nine signs' years */
                paramayus: number;
                /** @description The nine signs of the pada, in dasha order */
                sequence: components["schemas"]["SignName"][];
            };
            /** @description Place of `sign` in the pada's sequence, 0-based */
            position: number;
            sign: components["schemas"]["SignName"];
            /** @description Years of that sign's dasha left at birth */
            years: number;
            /** @description The balance as whole years, months and days */
            ymd: {
                days: number;
                months: number;
                years: number;
            };
        };
        /** @description Kalasarpa: the grahas against the Rahu-Ketu axis by degree, formation, type and direction. */
        KalasarpaResult: {
            conventions: components["schemas"]["Conventions"];
            engine_status: components["schemas"]["EngineStatus"];
            kalasarpa: {
                /** @description The reading by signs (both node signs counted on both arcs) */
                by_signs: {
                    all_one_side: boolean;
                    /**
                     * @description rahu_to_ketu: the arc from Rahu forward to Ketu; ketu_to_rahu: the other arc
                     * @enum {string|null}
                     */
                    side: "rahu_to_ketu" | "ketu_to_rahu" | null;
                };
                /**
                 * @description ascending: grahas from Rahu to Ketu; descending: from Ketu to Rahu
                 * @enum {string|null}
                 */
                direction: "ascending" | "descending" | null;
                /** @description Grahas in a node's sign but beyond it by degree */
                exceptions: {
                    graha: components["schemas"]["GrahaName"];
                    /** @enum {string} */
                    node: "Rahu" | "Ketu";
                    note: string;
                }[];
                /** @enum {string} */
                formation: "full" | "partial" | "none";
                grahas: {
                    /** @description Degrees from Rahu forward through the zodiac, 0-360 */
                    arc_from_rahu: number;
                    graha: components["schemas"]["GrahaName"];
                    /** @enum {string|null} */
                    in_sign_of: "Rahu" | "Ketu" | null;
                    /** @description Sidereal longitude, degrees 0-360 */
                    longitude: number;
                    /**
                     * @description rahu_to_ketu: the arc from Rahu forward to Ketu; ketu_to_rahu: the other arc
                     * @enum {string}
                     */
                    side: "rahu_to_ketu" | "ketu_to_rahu";
                }[];
                /**
                 * @description rahu_to_ketu: the arc from Rahu forward to Ketu; ketu_to_rahu: the other arc
                 * @enum {string|null}
                 */
                hemmed: "rahu_to_ketu" | "ketu_to_rahu" | null;
                /** @description Whole-sign house from the lagna */
                ketu_house: number;
                ketu_sign: components["schemas"]["SignName"];
                method: string;
                /** @description Grahas off the arc holding most of them */
                outside: components["schemas"]["GrahaName"][];
                /** @description Six on one arc, one outside */
                partial: boolean;
                /** @description All seven grahas on one arc by degree */
                present: boolean;
                /** @description Whole-sign house from the lagna */
                rahu_house: number;
                rahu_sign: components["schemas"]["SignName"];
                /** @description Always null: no classical text to cite a remedy from */
                remedy: null;
                remedy_note: string;
                type: {
                    /** @enum {string} */
                    name:
                        | "Anant"
                        | "Kulik"
                        | "Vasuki"
                        | "Shankhpal"
                        | "Padma"
                        | "Mahapadma"
                        | "Takshak"
                        | "Karkotak"
                        | "Shankhachur"
                        | "Ghatak"
                        | "Vishdhar"
                        | "Sheshnag";
                    /** @description Rahu's whole-sign house */
                    rahu_house: number;
                } | null;
            };
            labels?: components["schemas"]["Labels"];
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            success: boolean;
        };
        /**
         * @description One of the 11 karanas (names.md).
         * @enum {string}
         */
        KaranaName:
            | "Bava"
            | "Balava"
            | "Kaulava"
            | "Taitila"
            | "Garaja"
            | "Vanija"
            | "Vishti"
            | "Shakuni"
            | "Chatushpada"
            | "Naga"
            | "Kimstughna";
        KaranaValue: {
            /** @description Half-tithi of the lunar month, 0-59 (0 = Kimstughna) */
            index: number;
            name: components["schemas"]["KaranaName"];
        };
        /**
         * @description The act: vivah, yatra, griha_pravesh, upanayana, general, garbhadhana, travel, mundan,
         * namakarana, annaprashana, karnavedha, vidyarambha, vahana, property, vyapara (garbhadhana is conception;
         * vahana a vehicle, vyapara a business).
         * @enum {string}
         */
        KarmaName:
            | "vivah"
            | "yatra"
            | "griha_pravesh"
            | "upanayana"
            | "general"
            | "garbhadhana"
            | "travel"
            | "mundan"
            | "namakarana"
            | "annaprashana"
            | "karnavedha"
            | "vidyarambha"
            | "vahana"
            | "property"
            | "vyapara";
        /** @description An exception (parihara) that cancels a koota dosha and restores the koota's points. */
        KootaException: {
            id: string;
            /** @enum {string} */
            koota: "varna" | "vashya" | "tara" | "yoni" | "graha_maitri" | "gana" | "bhakoot" | "nadi";
            points_after: number;
            points_before: number;
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            /** @description The exception that holds, in the two charts' terms */
            rule: string;
        };
        /**
         * @description Ashtakoota plus Mahendra, Stri-Dirgha, Rajju, Varna, Vedha, the bhakoot exceptions and the
         * manglik cross-check.
         */
        KootaExtendedResult: {
            ashtakoota: components["schemas"]["Ashtakoota"];
            /** @description Every bhakoot exception checked under the options used */
            bhakoot_exceptions: {
                /** @description Holds and the bhakoot dosha is present to cancel */
                applies: boolean;
                holds: boolean;
                id: string;
                rule: string;
            }[];
            bride: components["schemas"]["MatchNative"];
            conventions: components["schemas"]["Conventions"];
            engine_status: components["schemas"]["EngineStatus"];
            /** @description Mahendra, Stri-Dirgha, Rajju and Vedha, as in the dashakoot */
            extra_kootas: components["schemas"]["Porutham"][];
            groom: components["schemas"]["MatchNative"];
            labels?: components["schemas"]["Labels"];
            /** @description What love_marriage changes: nothing, and why */
            love_marriage: {
                /** @enum {string} */
                effect: "none";
                reason: string;
                requested: boolean;
            };
            manglik: components["schemas"]["ManglikCrossCheck"];
            /** @description The conventions applied where traditions differ (defaults unless the request chose) */
            options: {
                /** @enum {string} */
                bhakoot_exception: "same_lord" | "same_or_friendly_lords";
                /** @enum {string} */
                rasi_reading: "bhakoot" | "beyond_six";
                /** @enum {string} */
                star_count: "bride_to_groom" | "groom_to_bride";
                /** @enum {string} */
                tara_count: "both_ways" | "bride_to_groom";
            };
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            success: boolean;
            varna: components["schemas"]["KootaScore"];
        };
        KootaScore: {
            /** @description The bride's attribute for this koota */
            bride: string;
            /**
             * @description Scored low enough for manuals to name a dosha (nadi 0, bhakoot 0, gana 0 or 1), before
             * exceptions
             */
            dosha: boolean;
            explanation: string;
            /** @description The groom's attribute for this koota */
            groom: string;
            /** @enum {string} */
            koota: "varna" | "vashya" | "tara" | "yoni" | "graha_maitri" | "gana" | "bhakoot" | "nadi";
            max: number;
            points: number;
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
        };
        /**
         * @description KP chart: Placidus cusps and grahas with star, sub and sub-sub lords, significators at four
         * levels, ruling planets now at the birth place.
         */
        KpChartResult: {
            /** @enum {string} */
            ayanamsa: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
            ayanamsa_degrees: number;
            conventions: components["schemas"]["Conventions"];
            cusps: {
                cusp: number;
                /** @description Sidereal longitude, degrees 0-360 */
                longitude: number;
                nakshatra: components["schemas"]["NakshatraName"];
                nakshatra_lord: components["schemas"]["GrahaName"];
                sign: components["schemas"]["SignName"];
                sign_lord: components["schemas"]["SevenGrahaName"];
                sub_lord: components["schemas"]["GrahaName"];
                /** @description Number of the sub in the 1-249 table */
                sub_number: number;
                sub_sub_lord: components["schemas"]["GrahaName"];
            }[];
            engine_status: components["schemas"]["EngineStatus"];
            house_significators: {
                /** @description Nodes standing in for a graha of the list */
                agents: {
                    level: 2 | 4;
                    /** @enum {string} */
                    node: "Rahu" | "Ketu";
                    principal: components["schemas"]["GrahaName"];
                }[];
                house: number;
                /** @description Level 1: grahas in the star of an occupant */
                level1: components["schemas"]["GrahaName"][];
                /** @description Level 2: grahas occupying (nodes standing in for an occupant included) */
                level2: components["schemas"]["GrahaName"][];
                /** @description Level 3: grahas in the star of the owner */
                level3: components["schemas"]["GrahaName"][];
                /** @description Level 4: the owner (nodes standing in for it included) */
                level4: components["schemas"]["GrahaName"][];
                owner: components["schemas"]["SevenGrahaName"];
            }[];
            /**
             * @description placidus, or the system that stood in (porphyry inside the polar circles; see notes)
             * @enum {string}
             */
            house_system: "placidus" | "porphyry" | "equal" | "sripati" | "whole_sign" | "koch";
            labels?: components["schemas"]["Labels"];
            method: string;
            node_agency: {
                /** @description Grahas aspecting the node's sign (reported, adding no houses) */
                aspected_by: components["schemas"]["GrahaName"][];
                /** @enum {string} */
                node: "Rahu" | "Ketu";
                /** @description Sign lord and grahas conjoined: the node acts for them */
                principals: components["schemas"]["GrahaName"][];
                sign: components["schemas"]["SignName"];
            }[];
            notes: string[];
            planets: {
                /** @description Placidus bhava whose cusp-to-cusp span holds the graha */
                house: number;
                /** @description Sidereal longitude, degrees 0-360 */
                longitude: number;
                nakshatra: components["schemas"]["NakshatraName"];
                nakshatra_lord: components["schemas"]["GrahaName"];
                planet: components["schemas"]["GrahaName"];
                retrograde: boolean;
                sign: components["schemas"]["SignName"];
                sign_lord: components["schemas"]["SevenGrahaName"];
                sub_lord: components["schemas"]["GrahaName"];
                /** @description Number of the sub in the 1-249 table */
                sub_number: number;
                sub_sub_lord: components["schemas"]["GrahaName"];
            }[];
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            /** @description KP ruling planets now (the service clock) at the birth place */
            ruling_planets: {
                /**
                 * @description The instant read (now), local time at the place: local time at the place, ISO 8601 with
                 * offset
                 * @example 2025-10-01T06:08:58+05:30
                 */
                at: string;
                /** @enum {string} */
                ayanamsa: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                ayanamsa_degrees: number;
                day_lord: components["schemas"]["SevenGrahaName"];
                /**
                 * @description Sunrise that began the day (absent when none was found: polar day or night): local time
                 * at the place, ISO 8601 with offset
                 * @example 2025-10-01T06:08:58+05:30
                 */
                day_start?: string;
                /**
                 * @description Sunrise that began the day; null when none was found (polar day or night): Julian day
                 * (UT)
                 */
                day_start_jd_ut: number | null;
                /** @description The instant read (now): Julian day (UT) */
                jd_ut: number;
                lagna: components["schemas"]["KpPoint"];
                latitude: number;
                longitude: number;
                method: string;
                moon: components["schemas"]["KpPoint"];
                node_agents: {
                    /** @enum {string} */
                    node: "Rahu" | "Ketu";
                    /** @enum {string} */
                    reason: "in_sign_of" | "conjoined_with";
                    via: components["schemas"]["GrahaName"];
                }[];
                notes: string[];
                /** @description Distinct ruling planets in slot order, then any node agents */
                planets: components["schemas"]["GrahaName"][];
                slots: {
                    graha: components["schemas"]["GrahaName"];
                    /** @enum {string} */
                    slot:
                        | "day_lord"
                        | "lagna_sign_lord"
                        | "lagna_star_lord"
                        | "lagna_sub_lord"
                        | "moon_sign_lord"
                        | "moon_star_lord";
                }[];
                /** @enum {string} */
                weekday: "Sunday" | "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday";
            };
            significators: {
                by_level: {
                    /** @description Level 1: houses where the graha is in the star of an occupant */
                    level1: number[];
                    /**
                     * @description Level 2: houses where the graha is occupying (nodes standing in for an occupant
                     * included)
                     */
                    level2: number[];
                    /** @description Level 3: houses where the graha is in the star of the owner */
                    level3: number[];
                    /** @description Level 4: the owner (nodes standing in for it included) */
                    level4: number[];
                };
                planet: components["schemas"]["GrahaName"];
                /** @description Every house the graha signifies at any level, ascending */
                signifies: number[];
                star_lord: components["schemas"]["GrahaName"];
            }[];
            success: boolean;
            warnings: string[];
        };
        /** @description A point with its KP lords: sign, star (nakshatra), sub and sub-sub. */
        KpPoint: {
            /** @description Sidereal longitude, degrees 0-360 */
            longitude: number;
            nakshatra: components["schemas"]["NakshatraName"];
            nakshatra_lord: components["schemas"]["GrahaName"];
            sign: components["schemas"]["SignName"];
            sign_lord: components["schemas"]["SevenGrahaName"];
            sub_lord: components["schemas"]["GrahaName"];
            /** @description Number of the sub in the 1-249 table */
            sub_number: number;
            sub_sub_lord: components["schemas"]["GrahaName"];
        };
        /** @description The krurodaya reduction (a malefic rising in the lagna). */
        Krurodaya: {
            applies: boolean;
            benefic_aspect: boolean;
            /** @description Part of the total taken away */
            fraction: number;
            /** @description Malefics (Sun, Mars, Saturn) in the lagna's sign */
            malefics: components["schemas"]["SevenGrahaName"][];
            /** @description Taken away, years */
            years_removed: number;
        };
        /**
         * @description Birth chart in the version 1 shape: ascendant, grahas and houses as flat lists, Moon and Sun
         * signs, the janma nakshatra (the Moon's, `nakshatra`) and its pada.
         */
        KundliV1Result: {
            ascendant: {
                /** @description Degrees within the sign, 0-30 */
                degree: number;
                /** @description Sidereal longitude, degrees 0-360 */
                longitude: number;
                lord: components["schemas"]["GrahaName"];
                nakshatra: components["schemas"]["NakshatraName"];
                pada: number;
                sign: components["schemas"]["SignName"];
            };
            conventions: components["schemas"]["Conventions"];
            /** @description Whole-sign houses from the lagna */
            houses: {
                house: number;
                lord: components["schemas"]["GrahaName"];
                /** @description Grahas in the house */
                planets: components["schemas"]["GrahaName"][];
                sign: components["schemas"]["SignName"];
            }[];
            labels?: components["schemas"]["Labels"];
            moon_sign: components["schemas"]["SignName"];
            nakshatra: components["schemas"]["NakshatraName"];
            /** @description Pada of the Moon's nakshatra */
            nakshatra_pada: number;
            /** @description The nine grahas, Sun to Ketu */
            planets: {
                combust: boolean;
                /** @description Degrees within the sign, 0-30 */
                degree: number;
                dignity: components["schemas"]["Dignity"];
                /** @description Whole-sign house from the lagna */
                house: number;
                /** @description Sidereal longitude, degrees 0-360 */
                longitude: number;
                nakshatra: components["schemas"]["NakshatraName"];
                name: components["schemas"]["GrahaName"];
                navamsa_sign: components["schemas"]["SignName"];
                pada: number;
                retrograde: boolean;
                sign: components["schemas"]["SignName"];
            }[];
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            success: boolean;
            sun_sign: components["schemas"]["SignName"];
        };
        KundliV2Result: {
            chart: {
                dashas: {
                    balance: components["schemas"]["DashaBalance"];
                    current: {
                        antar: components["schemas"]["GrahaName"] | null;
                        as_of: string;
                        /**
                         * @description The periods running at `as_of`, outermost first (same name and shape as POST
                         * /api/dasha/current).
                         */
                        current_levels: components["schemas"]["DashaPeriod"][];
                        maha: components["schemas"]["GrahaName"] | null;
                        /** @description Only when `current_levels` is empty: why. */
                        note?: string;
                        pratyantar: components["schemas"]["GrahaName"] | null;
                    };
                    mahadashas: components["schemas"]["DashaPeriod"][];
                    /** @enum {string} */
                    system: "vimshottari";
                    year_days: number;
                };
                houses: components["schemas"]["House"][];
                lagna: components["schemas"]["Lagna"];
                meta: {
                    ayanamsa: string;
                    ayanamsa_degrees: number;
                    date: string;
                    gender: string | null;
                    jd_ut: number;
                    latitude: number;
                    /**
                     * @description Local birth time, ISO 8601 with offset
                     * @example 2025-10-01T06:08:58+05:30
                     */
                    local: string;
                    longitude: number;
                    name: string | null;
                    node_type: string;
                    time: string;
                    timezone: string;
                    utc: string;
                    utc_offset: string;
                };
                navamsa: components["schemas"]["VargaChart"];
                panchanga: {
                    /**
                     * @description Born between sunrise and sunset; null where the Sun neither rises nor sets that day
                     */
                    day_birth: boolean | null;
                    karana: string;
                    nakshatra: components["schemas"]["NakshatraName"];
                    pada: number;
                    paksha: string;
                    /** @description HH:MM:SS */
                    sunrise: string | null;
                    /**
                     * @description Sunrise of the birth day, local ISO 8601 with offset
                     * @example 2025-10-01T06:08:58+05:30
                     */
                    sunrise_iso: string | null;
                    /** @description HH:MM:SS */
                    sunset: string | null;
                    /**
                     * @description Sunset of the birth day, local ISO 8601 with offset
                     * @example 2025-10-01T06:08:58+05:30
                     */
                    sunset_iso: string | null;
                    tithi: string;
                    tithi_index: number;
                    vara: string;
                    yoga: string;
                };
                /** @description Graha name -> placement */
                planets: {
                    Jupiter: components["schemas"]["PlacedGraha"];
                    Ketu: components["schemas"]["PlacedGraha"];
                    Mars: components["schemas"]["PlacedGraha"];
                    Mercury: components["schemas"]["PlacedGraha"];
                    Moon: components["schemas"]["PlacedGraha"];
                    Rahu: components["schemas"]["PlacedGraha"];
                    Saturn: components["schemas"]["PlacedGraha"];
                    Sun: components["schemas"]["PlacedGraha"];
                    Venus: components["schemas"]["PlacedGraha"];
                };
            };
            conventions: components["schemas"]["Conventions"];
            engine: components["schemas"]["EngineInfo"];
            engine_status: components["schemas"]["EngineStatus"];
            interpretation: {
                /** @description Citations behind the result; each says verified or pending. */
                prove_refs: components["schemas"]["ProveRef"][];
                statements: string[];
            };
            labels?: components["schemas"]["Labels"];
            success: boolean;
            warnings?: string[];
        };
        /**
         * @description Labels of the names in this response, in the asked language. Added only when `lang` is given.
         */
        Labels: {
            /** @description Choghadiyas: canonical name -> label */
            choghadiya?: {
                [key: string]: string;
            };
            /** @description Festivals and vratas (the English names of the response): canonical name -> label */
            festival?: {
                [key: string]: string;
            };
            /** @description Grahas: canonical name -> label */
            graha?: {
                [key: string]: string;
            };
            /** @description Grahas, short forms drawn in charts: canonical name -> label */
            graha_short?: {
                [key: string]: string;
            };
            /** @description Karanas: canonical name -> label */
            karana?: {
                [key: string]: string;
            };
            /**
             * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit, IAST).
             * Existing name fields never change.
             * @enum {string}
             */
            lang: "en" | "hi" | "sa";
            /** @description Lunar months: canonical name -> label */
            month?: {
                [key: string]: string;
            };
            /** @description Nakshatras: canonical name -> label */
            nakshatra?: {
                [key: string]: string;
            };
            /** @description Pakshas: canonical name -> label */
            paksha?: {
                [key: string]: string;
            };
            /** @description Signs (the English sign names of the response): canonical name -> label */
            sign?: {
                [key: string]: string;
            };
            /**
             * @description Where the labels come from (en: the canonical spellings; hi: Devanagari as Hindi almanacs
             * print them, weekdays and months per Unicode CLDR; sa: IAST).
             */
            source: string;
            /** @description Tithis: canonical name -> label */
            tithi?: {
                [key: string]: string;
            };
            /** @description Weekdays (the English weekday names of the response): canonical name -> label */
            vara?: {
                [key: string]: string;
            };
            /** @description Nitya yogas: canonical name -> label */
            yoga?: {
                [key: string]: string;
            };
        };
        Lagna: {
            /** @description Degrees within the sign */
            degree: number;
            /** @example 23°30'00" */
            degree_dms: string;
            /** @description Sidereal longitude, degrees 0-360 */
            longitude: number;
            lord: components["schemas"]["GrahaName"];
            nakshatra: components["schemas"]["NakshatraName"];
            nakshatra_index: number;
            nakshatra_lord: components["schemas"]["GrahaName"];
            pada: number;
            rashi: components["schemas"]["RashiName"];
            sign: components["schemas"]["SignName"];
            sign_index: number;
            /**
             * @description Arc-seconds to the nearest sign edge: small means a small time error could change the sign
             */
            sign_margin_arcsec: number;
            /** @description Varga code (D1, D2, D3, D4, D7, D9, D10, D12) -> sign */
            vargas: {
                D1: components["schemas"]["SignName"];
                D2: components["schemas"]["SignName"];
                D3: components["schemas"]["SignName"];
                D4: components["schemas"]["SignName"];
                D7: components["schemas"]["SignName"];
                D9: components["schemas"]["SignName"];
                D10: components["schemas"]["SignName"];
                D12: components["schemas"]["SignName"];
            };
            /** @description Same sign in D1 and D9 */
            vargottama: boolean;
        };
        /**
         * @description Lal Kitab: grahas in the fixed houses, house meanings, debts with collective remedies, simple
         * remedies (advisory).
         */
        LalKitabResult: {
            conventions: components["schemas"]["Conventions"];
            /** @description Every debt (rin), present or not, with its collective remedy */
            debts: {
                also_called: string[];
                /**
                 * @description The debt under other trigger readings, evaluated beside the one applied (they do not set
                 * present)
                 */
                alternates: {
                    present: boolean;
                    reading: string;
                    rule: string;
                    /** @description Trigger grahas found in trigger houses (empty when absent) */
                    triggered_by: {
                        graha: components["schemas"]["GrahaName"];
                        house: number;
                    }[];
                }[];
                /** @example pitri */
                id: string;
                karaka: components["schemas"]["GrahaName"];
                name: string;
                present: boolean;
                /** @description Citations behind the result; each says verified or pending. */
                prove_refs: components["schemas"]["ProveRef"][];
                /** @description Who gives the reading applied */
                reading: string;
                remedy: {
                    /** @enum {boolean} */
                    advisory: true;
                    /** @enum {boolean} */
                    collective: true;
                    /** @description Whether the remedy was confirmed in the 1952 text */
                    found: boolean;
                    text: string;
                };
                /** @description The trigger rule applied, in words */
                rule: string;
                /** @description Trigger grahas found in trigger houses (empty when absent) */
                triggered_by: {
                    graha: components["schemas"]["GrahaName"];
                    house: number;
                }[];
                variants: string[];
            }[];
            /** @description Ids of the debts present */
            debts_present: string[];
            engine_status: components["schemas"]["EngineStatus"];
            /** @description The nine grahas in the fixed Lal Kitab houses */
            grahas: {
                /** @description null: its house casts no aspect in the scheme, so the rule cannot decide */
                asleep: boolean | null;
                /** @description Houses its house aspects, with the grahas found there */
                aspects: {
                    grahas: components["schemas"]["GrahaName"][];
                    house: number;
                    /** @description Share of the aspect, percent */
                    strength: 100 | 50 | 25;
                }[];
                debilitated: boolean;
                /** @description Enemies sharing its house or aspecting it */
                enemies_bearing: components["schemas"]["GrahaName"][];
                exalted: boolean;
                graha: components["schemas"]["GrahaName"];
                /**
                 * @description Whole-sign house from the lagna, read with Lal Kitab's fixed meanings (house 1 always
                 * Aries)
                 */
                house: number;
                in_pakka_ghar: boolean;
                in_principal_pakka_ghar: boolean;
                /** @description No enemy shares its house or aspects it */
                kayam: boolean;
                natal_sign: components["schemas"]["SignName"];
                /** @description Every pakka ghar (permanent house) of the graha */
                pakka_ghar_houses: number[];
                /** @description The principal pakka ghar (short list) */
                principal_pakka_ghar: number[];
                significations: string[];
                sleep_reason: string;
            }[];
            houses: {
                /** @description Empty and aspected by no occupied house */
                asleep: boolean;
                /** @description Houses whose grahas aspect this one in the Lal Kitab scheme */
                aspected_from: {
                    house: number;
                    /** @description Share of the aspect, percent */
                    strength: 100 | 50 | 25;
                }[];
                fixed_sign: components["schemas"]["SignName"];
                house: number;
                karakas: components["schemas"]["GrahaName"][];
                name: string;
                natal_sign: components["schemas"]["SignName"];
                occupants: components["schemas"]["GrahaName"][];
                significations: string[];
            }[];
            labels?: components["schemas"]["Labels"];
            /** @description How the result was computed: conventions, groupings and what is declined, in words. */
            method: string;
            /**
             * @description What the result does not give yet (the reason engine_status is PARTIAL), one sentence each.
             */
            missing: string[];
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            /** @description Simple remedies for afflicted grahas (advisory, never medical or financial advice) */
            remedies: {
                /** @enum {boolean} */
                advisory: true;
                graha: components["schemas"]["GrahaName"];
                /** @description Why the graha counts as afflicted */
                reasons: string[];
                remedies: {
                    /** @description Whether confirmed in the 1952 text */
                    found: boolean;
                    /** @description Citations behind the result; each says verified or pending. */
                    prove_refs: components["schemas"]["ProveRef"][];
                    text: string;
                }[];
            }[];
            remedies_note: string;
            success: boolean;
        };
        /** @description Career or wealth activation report. */
        LifeAreaReportResult: {
            activation_chain: components["schemas"]["ActivationLevel"][];
            /** @enum {string} */
            area: "marriage" | "progeny" | "career" | "wealth";
            area_houses: components["schemas"]["HouseAssessment"][];
            /**
             * @description The instant the report is read at (noon of as_of at the birth place, or now)
             * @example 2025-10-01T06:08:58+05:30
             */
            as_of: string;
            conventions: components["schemas"]["Conventions"];
            /** @description Wealth: dhana yogas present (POST /api/yog) */
            dhana_yogas?: string[];
            engine_status: components["schemas"]["EngineStatus"];
            horizon_years: number;
            karaka_aspects: components["schemas"]["GrahaAspects"];
            /** @description From the first area house's lord, each graha's dispositor until the chain closes */
            karma_chain: {
                dispositor: components["schemas"]["GrahaName"];
                graha: components["schemas"]["GrahaName"];
                house: number;
                sign: components["schemas"]["SignName"];
            }[];
            labels?: components["schemas"]["Labels"];
            method: string;
            /** @description What was not evaluated and why (engine_status PARTIAL when not empty) */
            missing: string[];
            native: {
                /**
                 * @description The birth moment, local
                 * @example 2025-10-01T06:08:58+05:30
                 */
                birth: string;
                name?: string;
                timezone: string;
                utc: string;
            };
            /** @description Every obstruction the area reads, standing or not */
            obstruction_list: {
                detail: string;
                id: string;
                points: number;
                /** @description Citations behind the result; each says verified or pending. */
                prove_refs: components["schemas"]["ProveRef"][];
                stands: boolean;
            }[];
            omitted_by_policy: {
                id: string;
                reason: string;
                topic: string;
            }[];
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            rating: components["schemas"]["ActivationRating"];
            significators: {
                because: string[];
                graha: components["schemas"]["GrahaName"];
            }[];
            /** @description The works behind the citations */
            sources: {
                author: string;
                source: string;
                tier: string;
                work: string;
            }[];
            story_beats: {
                /** @description The level the beat comes from (0: the rating) */
                level: number;
                /** @description Citations behind the result; each says verified or pending. */
                prove_refs: components["schemas"]["ProveRef"][];
                text: string;
            }[];
            success: boolean;
            timing_windows: components["schemas"]["TimingWindow"][];
            title: string;
            warnings?: string[];
        };
        /**
         * @description Life-stage calibration in bands, never percentages: the stage of life at an age and each life
         * area's relevance band.
         */
        LifeContextResult: {
            /** @description The age asked, years */
            age: number;
            /** @description Each life area's relevance band at the age (all areas, or the one asked by area_id) */
            areas: {
                /** @enum {string} */
                area:
                    | "education"
                    | "career"
                    | "marriage"
                    | "children"
                    | "wealth"
                    | "property"
                    | "health"
                    | "spirituality";
                /** @description The band's ages: from (inclusive) and to (exclusive; null when open-ended) */
                band: {
                    from: number;
                    to: number | null;
                };
                /** @description Where the band's lower edge comes from: a law, the service's convention, or birth */
                basis:
                    | {
                          /** @enum {string} */
                          kind: "law";
                          /** @description The legal rule fixing the band's lower edge */
                          rule: string;
                      }
                    | {
                          /** @enum {string} */
                          kind: "convention";
                      }
                    | {
                          /** @enum {string} */
                          kind: "birth";
                      };
                /** @enum {string} */
                relevance: "not_applicable" | "formative" | "primary" | "continuing" | "late";
                why: string;
            }[];
            engine_status: components["schemas"]["EngineStatus"];
            /** @enum {string} */
            gender: "female" | "male";
            /** @description The jurisdiction whose laws place the band edges; nulls when unknown or outside India */
            jurisdiction: {
                /** @enum {string|null} */
                country: "India" | null;
                /** @enum {string|null} */
                kind: "state" | "union_territory" | null;
                /** @description Only when lat/lon found a listed place within 100 km */
                nearest_place?: {
                    admin1: string;
                    country: string;
                    /** @description Distance from lat/lon, km, one decimal */
                    distance_km: number;
                    name: string;
                };
                /**
                 * @description From the state parameter, or from the place nearest lat/lon
                 * @enum {string|null}
                 */
                source: "state" | "lat_lon" | null;
                /** @description Indian state or union territory */
                state: string | null;
            };
            labels?: components["schemas"]["Labels"];
            /** @description How the result was computed, in words. */
            method: string;
            /** @description What the bands do not yet take into account */
            missing: string[];
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            /** @description The stage of life at the age, named three ways */
            stages: {
                ashrama: {
                    /** @description First year of age in the band (completed years) */
                    from: number;
                    /** @enum {string} */
                    id: "brahmacharya" | "grihastha" | "vanaprastha" | "sannyasa";
                    /** @description First year of age past the band */
                    to: number;
                };
                modern: {
                    /** @description First year of age in the band (completed years) */
                    from: number;
                    /** @enum {string} */
                    id:
                        | "childhood"
                        | "adolescence"
                        | "young_adulthood"
                        | "adulthood"
                        | "middle_age"
                        | "senior"
                        | "elder";
                    /** @description First year of age past the band */
                    to: number;
                };
                naisargika_dasha: {
                    /** @description First year of age in the band (completed years) */
                    from: number;
                    graha: components["schemas"]["GrahaName"];
                    /** @enum {string} */
                    id: "Moon" | "Mars" | "Mercury" | "Venus" | "Jupiter" | "Sun" | "Saturn";
                    /** @description First year of age past the band */
                    to: number;
                };
            };
            success: boolean;
        };
        /** @description The operational limits, from the one table the code reads. */
        LimitsResult: {
            /**
             * @description E-mail one-time codes and sessions. Limits on the address a code goes to have short windows;
             * limits on the client asking hold back that client alone. A wrong try never voids a code.
             */
            auth: {
                /** @description Digits of a one-time code. */
                code_digits: number;
                /** @description How long a code works (every code sent stays live that long, until one is used). */
                code_lifetime_seconds: number;
                /**
                 * @description Failed tries at one account per window (NIST SP 800-63B), counted from clients that have
                 * not signed in to it before; past it those clients are refused until the window ends.
                 */
                failed_tries_per_account: {
                    count: number;
                    window_seconds: number;
                };
                /** @description How long a client that signed in to an account stays exempt from that cap. */
                known_requester_days: number;
                /** @description Least time between two codes to one address. */
                seconds_between_sends: number;
                /** @description Codes e-mailed to one address per window, whoever asks. */
                sends_per_address: {
                    count: number;
                    window_seconds: number;
                };
                /** @description Codes one client address may ask for per window, to any addresses. */
                sends_per_requester: {
                    count: number;
                    window_seconds: number;
                };
                /** @description How long a session token works. */
                session_lifetime_days: number;
                /** @description Tries one client may make per window, at any addresses. */
                tries_per_requester: {
                    count: number;
                    window_seconds: number;
                };
                /** @description Tries one client may make at one address: each window applies. */
                tries_per_requester_at_address: {
                    count: number;
                    window_seconds: number;
                }[];
            };
            /** @description Largest request body accepted, bytes (413 above). */
            body_bytes: number;
            /** @description Deepest nesting of arrays and objects in a request body (422 deeper). */
            body_depth: number;
            /** @description count of GET /api/v2/eclipses. */
            eclipse_count: {
                default: number;
                max: number;
            };
            /** @description Dates the bundled ephemeris files cover; outside them a request is 422. */
            ephemeris_range: {
                /** @description YYYY-MM-DD */
                first: string;
                /** @description YYYY-MM-DD */
                last: string;
            };
            /** @description Days between deleting an account and erasing its data. */
            erasure_grace_days: number;
            /** @description Most candidates of one batch match. */
            match_batch_candidates: number;
            /** @description limit of GET /api/v2/memory/events. */
            memory_events_limit: {
                default: number;
                max: number;
            };
            /** @description days_ahead of the muhurta finder: range and default. */
            muhurta_days_ahead: {
                default: number;
                max: number;
                min: number;
            };
            /** @description max_results of muhurta intelligence. */
            muhurta_max_results: {
                max: number;
                min: number;
            };
            places: {
                /** @description Most matches /api/cities answers. */
                cities_max: number;
                /** @description Shortest q for /api/cities. */
                cities_min_query: number;
                /** @description Most matches /geocode answers. */
                geocode_max: number;
                /** @description Shortest q for /geocode. */
                geocode_min_query: number;
                /** @description Longest q for both. */
                query_max_length: number;
            };
            /** @description Rate limits in force (operator overrides applied). */
            rate: {
                /** @description Requests per window on heavy routes (range scans, batches, chat) without a key. */
                heavy_keyless_per_window: number;
                /** @description A valid X-API-Key multiplies every budget by this; counted per key. */
                key_multiplier: number;
                /** @description Requests per window without a key, per client address. */
                keyless_per_window: number;
                /** @description Length of a rate-limit window, seconds. */
                window_seconds: number;
            };
            /** @description window_minutes of POST /api/v2/birth-time-sensitivity. */
            sensitivity_minutes: {
                default: number;
                max: number;
            };
            success: boolean;
            /** @description Tables for researchers: ranges and the row cap. */
            tables: {
                /** @description Longest range with step 1h, days. */
                ephemeris_hourly_days: number;
                /** @description Most rows one ephemeris answer holds. */
                ephemeris_rows: number;
                /** @description Longest range of GET /api/v2/ephemeris, years. */
                ephemeris_years: number;
                /** @description Longest range of GET /api/v2/panchanga/range, years. */
                panchanga_range_years: number;
            };
            /** @description Vault text lengths, characters (422 above), and the saved-chart cap. */
            vault: {
                category_max: number;
                /** @description Saved charts per account (409 above). */
                charts_per_account_max: number;
                label_max: number;
                name_max: number;
                note_max: number;
            };
        };
        /** @description A window: local start and end, ISO 8601 with offset. */
        LocalIsoSpan: {
            /**
             * @description Local time with its UTC offset, ISO 8601
             * @example 2025-10-01T06:08:58+05:30
             */
            end: string;
            /**
             * @description Local time with its UTC offset, ISO 8601
             * @example 2025-10-01T06:08:58+05:30
             */
            start: string;
        };
        LocalTime: {
            /**
             * @description Local time with its UTC offset, ISO 8601
             * @example 2025-10-01T06:08:58+05:30
             */
            iso: string;
            /** @description Julian day, Universal Time */
            jd_ut: number;
            /**
             * @description Local HH:MM:SS
             * @example 06:08:58
             */
            time: string;
        };
        LunarEclipse: {
            /**
             * @description Local date of the global maximum, YYYY-MM-DD
             * @example 2026-11-22
             */
            date: string;
            /** @enum {string} */
            kind: "lunar";
            /** @example total solar */
            label: string;
            local: components["schemas"]["LunarEclipseLocal"];
            /** @description Some of the eclipse is seen from the place */
            locally_visible: boolean;
            /** @description Umbral magnitude at the maximum (negative for a penumbral eclipse) */
            magnitude: number;
            /**
             * @description Global maximum, local ISO 8601 with offset
             * @example 2025-10-01T06:08:58+05:30
             */
            max_local: string;
            /**
             * @description Global maximum, UTC ISO 8601 with milliseconds
             * @example 2026-08-12T17:45:59.221Z
             */
            max_utc: string;
            nakshatra: components["schemas"]["NakshatraName"];
            pada: number;
            saros: {
                member: number;
                series: number;
            } | null;
            /**
             * @description Eclipsed body (Sun or Moon) at the maximum: apparent sidereal longitude, Lahiri, degrees
             * 0-360
             */
            sidereal_longitude: number;
            sign: components["schemas"]["SignName"];
            /** @description Degrees within the sign */
            sign_degree: number;
            sutak: components["schemas"]["Sutak"];
            /**
             * @description Global type
             * @enum {string}
             */
            type: "total" | "partial" | "penumbral";
        };
        /** @description A lunar eclipse's contacts (the same everywhere) and what the place sees of it. */
        LunarEclipseLocal: {
            moon_above_horizon_at_maximum: boolean;
            /**
             * @description Why the place sees nothing of the observed phase; null when some of it is seen
             * @enum {string|null}
             */
            not_seen: "moon_below_horizon" | null;
            /**
             * @description Which phase `visible` and the sutak count
             * @enum {string}
             */
            observed_phase: "umbral" | "penumbral";
            /**
             * @description Last umbral contact (moksha); null when there is none
             * @example 2025-10-01T06:08:58+05:30
             */
            partial_end: string | null;
            /**
             * @description First umbral contact (sparsha); null when there is none
             * @example 2025-10-01T06:08:58+05:30
             */
            partial_start: string | null;
            /**
             * @description Penumbral end; null when there is none
             * @example 2025-10-01T06:08:58+05:30
             */
            penumbral_end: string | null;
            /**
             * @description Penumbral start; null when there is none
             * @example 2025-10-01T06:08:58+05:30
             */
            penumbral_start: string | null;
            /**
             * @description Totality ends; null when there is none
             * @example 2025-10-01T06:08:58+05:30
             */
            total_end: string | null;
            /**
             * @description Totality begins; null when there is none
             * @example 2025-10-01T06:08:58+05:30
             */
            total_start: string | null;
            /**
             * @description The eclipse as the place sees it: its type when some of the observed phase is above the
             * horizon, null when the Moon is below the horizon for all of it (the contacts above are global and still
             * given)
             * @enum {string|null}
             */
            type: "total" | "partial" | "penumbral" | null;
            visible: components["schemas"]["EclipseVisibleSpan"] | null;
        };
        /**
         * @description Lunar month, Chaitra .. Phalguna.
         * @enum {string}
         */
        LunarMonthName:
            | "Chaitra"
            | "Vaishakha"
            | "Jyeshtha"
            | "Ashadha"
            | "Shravana"
            | "Bhadrapada"
            | "Ashwin"
            | "Kartika"
            | "Margashirsha"
            | "Pausha"
            | "Magha"
            | "Phalguna";
        LunarMonthValue: {
            /** @description An intercalary (adhika) month, named as the month that follows */
            adhika: boolean;
            /** @description 0 = Chaitra */
            index: number;
            name: components["schemas"]["LunarMonthName"];
        };
        /**
         * @description Mangal dosha from the lagna, the Moon and Venus, with the cancellations that hold, severity and
         * parihaar.
         */
        MangalDoshaResult: {
            conventions: components["schemas"]["Conventions"];
            engine_status: components["schemas"]["EngineStatus"];
            labels?: components["schemas"]["Labels"];
            mangal_dosha: {
                /**
                 * @description Cancellations whose condition holds and that remove the dosha from at least one
                 * reference
                 */
                cancellations: {
                    /** @description The references whose dosha it cancels */
                    cancels: ("lagna" | "moon" | "venus")[];
                    description: string;
                    id: string;
                    /** @description Citations behind the result; each says verified or pending. */
                    prove_refs: components["schemas"]["ProveRef"][];
                }[];
                /** @description Formed from the lagna (before cancellations) */
                from_lagna: boolean;
                /** @description Formed from the Moon (before cancellations) */
                from_moon: boolean;
                /** @description Formed from Venus (before cancellations) */
                from_venus: boolean;
                mars_sign: components["schemas"]["SignName"];
                method: string;
                /** @description The matching convention (samya); no other remedy is named */
                parihaar: string;
                /** @description The dosha stands from at least one reference after the cancellations */
                present: boolean;
                references: {
                    /** @description Ids of the cancellations that remove it from this reference */
                    cancelled_by: string[];
                    formed: boolean;
                    /** @description Mars's whole-sign house from the reference */
                    mars_house: number;
                    /**
                     * @description Counted from the lagna, the Moon or Venus
                     * @enum {string}
                     */
                    reference: "lagna" | "moon" | "venus";
                    reference_sign: components["schemas"]["SignName"];
                    /** @description Formed and not cancelled */
                    stands: boolean;
                }[];
                /** @enum {string} */
                severity: "none" | "cancelled" | "low" | "medium" | "high";
                /** @description References it stands from after the cancellations */
                standing_count: number;
            };
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            success: boolean;
        };
        /** @description Mangal dosha of both partners (lagna, Moon, Venus) and the samya parihaar when both have it. */
        ManglikCrossCheck: {
            bride: {
                from_lagna: boolean;
                from_moon: boolean;
                from_venus: boolean;
                /** @description Mangal dosha stands after the chart's own cancellations */
                present: boolean;
                /** @enum {string} */
                severity: "none" | "cancelled" | "low" | "medium" | "high";
            };
            /** @description The dosha stands for the match: one partner only */
            dosha_stands: boolean;
            explanation: string;
            groom: {
                from_lagna: boolean;
                from_moon: boolean;
                from_venus: boolean;
                /** @description Mangal dosha stands after the chart's own cancellations */
                present: boolean;
                /** @enum {string} */
                severity: "none" | "cancelled" | "low" | "medium" | "high";
            };
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            /** @enum {string} */
            status: "neither" | "both_cancelled_by_samya" | "bride_only" | "groom_only";
        };
        /**
         * @description The passages that speak to a reported mark: edition and chapter named, text not bundled
         * (PARTIAL).
         */
        MarksMirrorResult: {
            engine_status: components["schemas"]["EngineStatus"];
            entries: components["schemas"]["MirrorEntry"][];
            /** @enum {string} */
            lookup: "a lookup of what the text says about what you report, not a prediction";
            /** @enum {string} */
            mark: "mole" | "birthmark" | "scar" | "pimple_or_boil";
            /** @description What the answer does not give (the reason it is PARTIAL), one sentence each. */
            missing: string[];
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            /** @enum {string|null} */
            side: "left" | "right" | "middle" | null;
            success: boolean;
        };
        MarriageAuditItem: {
            /**
             * @description Classical rule, or regional (North Indian almanac) practice
             * @enum {string}
             */
            basis: "classical" | "regional_practice";
            item: string;
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            reason: string;
            /** @enum {string} */
            status: "pass" | "fail" | "not_applicable";
        };
        /** @description The classical marriage checklist of one moment for both partners. */
        MarriageAuditResult: {
            angas: components["schemas"]["MuhurtaAngas"];
            bride: components["schemas"]["MuhurtaPersonMoon"];
            checklist: components["schemas"]["MarriageAuditItem"][];
            conventions: components["schemas"]["Conventions"];
            engine_status: components["schemas"]["EngineStatus"];
            failed: number;
            groom: components["schemas"]["MuhurtaPersonMoon"];
            labels?: components["schemas"]["Labels"];
            /**
             * @description Local time with its UTC offset, ISO 8601
             * @example 2025-10-01T06:08:58+05:30
             */
            moment: string;
            not_applicable: number;
            passed: number;
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            success: boolean;
            /**
             * @description Service summary: classical items failing, only regional-practice items failing, or none
             * failing
             * @enum {string}
             */
            verdict: "all_classical_checks_pass" | "classical_fail" | "practice_fail_only";
            warnings: string[];
        };
        /** @description What the timing reads of the birth chart (houses whole-sign from the lagna). */
        MarriageFactors: {
            /** @description Chara karaka of the lowest degree (8-karaka scheme) */
            darakaraka: {
                graha: components["schemas"]["GrahaName"];
                house: number;
                sign: components["schemas"]["SignName"];
            };
            seventh_house: {
                aspected_by: components["schemas"]["GrahaName"][];
                occupants: components["schemas"]["GrahaName"][];
                sign: components["schemas"]["SignName"];
            };
            seventh_lord: {
                combust: boolean;
                debilitated: boolean;
                graha: components["schemas"]["GrahaName"];
                house: number;
                sign: components["schemas"]["SignName"];
            };
            /** @description Arudha of the 12th house (A12) */
            upapada: {
                house: number;
                sign: components["schemas"]["SignName"];
            };
            venus: {
                combust: boolean;
                dignity: components["schemas"]["Dignity"];
                house: number;
                sign: components["schemas"]["SignName"];
            };
        };
        /**
         * @description Marriage day scan: lagna shuddhi windows, dagdha checks, both partners' tarabala and chandrabala
         * when given.
         */
        MarriageMuhurtaResult: {
            /** @description The checks applied, in order */
            checks: string[];
            conventions: components["schemas"]["Conventions"];
            /** @description Days on which a dagdha tithi or dagdha yoga closed some or all hours */
            dagdha_days: {
                date: string;
                reasons: string[];
            }[];
            engine_status: components["schemas"]["EngineStatus"];
            from: string;
            labels?: components["schemas"]["Labels"];
            match_count: number;
            method: string;
            /** @description The partners given, whose tarabala and chandrabala were applied */
            partners: components["schemas"]["MuhurtaPersonMoon"][];
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            quality_rule: {
                min_window_minutes: number;
                score: string;
                text: string;
                /** @enum {string} */
                tier: "service";
            };
            /** @description Days with at least one window (all days when include_closed is true) */
            results: components["schemas"]["MuhurtaDay"][];
            success: boolean;
            to: string;
            warnings: string[];
        };
        /** @description Marriage activation report; with a partner, the matching engine's results. */
        MarriageReportResult: {
            activation_chain: components["schemas"]["ActivationLevel"][];
            /** @enum {string} */
            area: "marriage" | "progeny" | "career" | "wealth";
            /**
             * @description The instant the report is read at (noon of as_of at the birth place, or now)
             * @example 2025-10-01T06:08:58+05:30
             */
            as_of: string;
            conventions: components["schemas"]["Conventions"];
            engine_status: components["schemas"]["EngineStatus"];
            horizon_years: number;
            /** @description From the first area house's lord, each graha's dispositor until the chain closes */
            karma_chain: {
                dispositor: components["schemas"]["GrahaName"];
                graha: components["schemas"]["GrahaName"];
                house: number;
                sign: components["schemas"]["SignName"];
            }[];
            labels?: components["schemas"]["Labels"];
            method: string;
            /** @description What was not evaluated and why (engine_status PARTIAL when not empty) */
            missing: string[];
            native: {
                /**
                 * @description The birth moment, local
                 * @example 2025-10-01T06:08:58+05:30
                 */
                birth: string;
                name?: string;
                timezone: string;
                utc: string;
            };
            /** @description Every obstruction the area reads, standing or not */
            obstruction_list: {
                detail: string;
                id: string;
                points: number;
                /** @description Citations behind the result; each says verified or pending. */
                prove_refs: components["schemas"]["ProveRef"][];
                stands: boolean;
            }[];
            obstructions: {
                manglik: {
                    from_lagna: boolean;
                    from_moon: boolean;
                    from_venus: boolean;
                    present: boolean;
                    severity: string;
                };
                nadi: {
                    note: string;
                    /** @enum {string} */
                    state: "absent" | "present" | "cancelled" | "not_evaluated";
                };
                saturn_delay: {
                    detail: string;
                    present: boolean;
                };
            };
            omitted_by_policy: {
                id: string;
                reason: string;
                topic: string;
            }[];
            partner: {
                date: string;
                name?: string;
                time: string | null;
                timezone: string | null;
            } | null;
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            rating: components["schemas"]["ActivationRating"];
            seventh_house: components["schemas"]["HouseAssessment"];
            significators: {
                because: string[];
                graha: components["schemas"]["GrahaName"];
            }[];
            /** @description The works behind the citations */
            sources: {
                author: string;
                source: string;
                tier: string;
                work: string;
            }[];
            story_beats: {
                /** @description The level the beat comes from (0: the rating) */
                level: number;
                /** @description Citations behind the result; each says verified or pending. */
                prove_refs: components["schemas"]["ProveRef"][];
                text: string;
            }[];
            success: boolean;
            timing_windows: components["schemas"]["TimingWindow"][];
            title: string;
            union_strength: {
                ashtakoota: {
                    doshas: {
                        bhakoot: string;
                        gana: string;
                        nadi: string;
                    };
                    /** @enum {number} */
                    max: 36;
                    total: number;
                    verdict: string;
                } | null;
                dashakoot: {
                    essentials_ok: boolean;
                    matched_count: number;
                    total: number;
                    verdict: string;
                } | null;
                manglik: {
                    dosha_stands: boolean;
                    explanation: string;
                    status: string;
                } | null;
                note: string;
                /** @description Citations behind the result; each says verified or pending. */
                prove_refs: components["schemas"]["ProveRef"][];
                /** @enum {string} */
                status: "evaluated" | "no_partner" | "not_evaluated";
            };
            venus_aspects: components["schemas"]["GrahaAspects"];
            warnings?: string[];
        };
        /** @description Progress of the marriage outcome study: counts only, never rows. */
        MarriageStudyCount: {
            by_outcome: {
                annulled: number;
                divorced: number;
                separated: number;
                together: number;
                widowed: number;
            };
            note: string;
            /** @enum {string} */
            study: "marriage";
            success: boolean;
            total: number;
        };
        /** @description The row was stored; the study's counts after it. */
        MarriageStudyRecorded: {
            by_outcome: {
                annulled: number;
                divorced: number;
                separated: number;
                together: number;
                widowed: number;
            };
            /** @enum {boolean} */
            stored: true;
            /** @enum {string} */
            study: "marriage";
            success: boolean;
            total: number;
        };
        /**
         * @description The timing as a timeline: rows per person and layer, one column per year, and the couple's sync
         * score with its formula.
         */
        MarriageTimelineResult: {
            columns: {
                end_jd_ut: number;
                /** @description Calendar year (UTC) */
                period: string;
                start_jd_ut: number;
            }[];
            conventions: components["schemas"]["Conventions"];
            engine_status: components["schemas"]["EngineStatus"];
            labels?: components["schemas"]["Labels"];
            method: string;
            /** @enum {string} */
            mode: "person" | "couple";
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            rows: {
                /** @description Share of each column's year the layer covers, in column order */
                cells: number[];
                /** @enum {string} */
                layer:
                    "promised_age" | "dasha_gate" | "jupiter_trigger" | "double_transit" | "windows" | "shared_windows";
                /** @enum {string} */
                person: "person" | "bride" | "groom" | "couple";
            }[];
            success: boolean;
            sync_by_column: (number | null)[] | null;
            sync_formula: string;
            sync_score: number | null;
            /** @enum {string} */
            sync_tier: "service";
            warnings?: string[];
            windows: {
                bride?: components["schemas"]["MarriageTimingWindow"][];
                groom?: components["schemas"]["MarriageTimingWindow"][];
                person?: components["schemas"]["MarriageTimingWindow"][];
            };
        };
        /**
         * @description Promised age range, dasha gate, Jupiter trigger, double transit and windows; for a couple, the
         * overlaps.
         */
        MarriageTimingResult: {
            bride?: components["schemas"]["PersonMarriageTiming"];
            conventions: components["schemas"]["Conventions"];
            couple?: components["schemas"]["CoupleMarriageTiming"];
            engine_status: components["schemas"]["EngineStatus"];
            groom?: components["schemas"]["PersonMarriageTiming"];
            labels?: components["schemas"]["Labels"];
            method: string;
            /** @enum {string} */
            mode: "person" | "couple";
            person?: components["schemas"]["PersonMarriageTiming"];
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            success: boolean;
            warnings?: string[];
        };
        /** @description Where a gate antardasha and the Jupiter trigger overlap. */
        MarriageTimingWindow: {
            age_from: number;
            age_to: number;
            antardasha: components["schemas"]["GrahaName"];
            /** @description Days of the window in which the Jupiter-Saturn double transit holds */
            double_transit_days: number;
            /**
             * @description End, local time at the birth place
             * @example 2025-10-01T06:08:58+05:30
             */
            end: string;
            end_jd_ut: number;
            /** @description The mahadasha lord is a significator too */
            gate_strong: boolean;
            in_promised_range: boolean;
            jupiter_hits: {
                /** @enum {string} */
                by: "transit" | "aspect";
                sign: components["schemas"]["SignName"];
                /** @enum {string} */
                target: "seventh_house" | "seventh_lord" | "venus";
            }[];
            /**
             * @description Layers agreeing in the window: gate and Jupiter, plus double transit and promised ages where
             * they hold
             */
            layers: number;
            mahadasha: components["schemas"]["GrahaName"];
            /**
             * @description Start, local time at the birth place
             * @example 2025-10-01T06:08:58+05:30
             */
            start: string;
            start_jd_ut: number;
        };
        /**
         * @description Candidates ranked: by guna score (ashtakoota), or by essentials then poruthams matched then guna
         * score (dashakoot).
         */
        MatchBatchResult: {
            conventions: components["schemas"]["Conventions"];
            count: number;
            engine_status: components["schemas"]["EngineStatus"];
            labels?: components["schemas"]["Labels"];
            method: string;
            /** @description The conventions applied where traditions differ (defaults unless the request chose) */
            options: {
                /** @enum {string} */
                bhakoot_exception: "same_lord" | "same_or_friendly_lords";
                /** @enum {string} */
                rasi_reading: "bhakoot" | "beyond_six";
                /** @enum {string} */
                star_count: "bride_to_groom" | "groom_to_bride";
                /** @enum {string} */
                tara_count: "both_ways" | "bride_to_groom";
            };
            proband: components["schemas"]["MatchNative"];
            /** @enum {string} */
            proband_role: "groom" | "bride";
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            ranked: components["schemas"]["BatchCandidate"][];
            success: boolean;
            /** @enum {string} */
            system: "ashtakoota" | "dashakoot";
        };
        /**
         * @description Ashtakoota guna milan across the eight kootas, scored and explained (girl_ = bride, boy_ =
         * groom).
         */
        MatchmakingResult: {
            ashtakoota: components["schemas"]["Ashtakoota"];
            bride: components["schemas"]["MatchNative"];
            conventions: components["schemas"]["Conventions"];
            engine_status: components["schemas"]["EngineStatus"];
            groom: components["schemas"]["MatchNative"];
            labels?: components["schemas"]["Labels"];
            /** @description The conventions applied where traditions differ (defaults unless the request chose) */
            options: {
                /** @enum {string} */
                bhakoot_exception: "same_lord" | "same_or_friendly_lords";
                /** @enum {string} */
                rasi_reading: "bhakoot" | "beyond_six";
                /** @enum {string} */
                star_count: "bride_to_groom" | "groom_to_bride";
                /** @enum {string} */
                tara_count: "both_ways" | "bride_to_groom";
            };
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            success: boolean;
        };
        /**
         * @description The Moon as matching reads it, placed by its computed longitude, with its margins to the edges.
         */
        MatchMoon: {
            degree_in_sign: number;
            /** @description Sidereal longitude of the Moon, degrees */
            longitude: number;
            nakshatra: components["schemas"]["NakshatraName"];
            /**
             * @description Arc-seconds to the nearer edge of the nakshatra: how close the Moon is to the next or
             * previous star
             */
            nakshatra_edge_arcsec: number;
            nakshatra_index: number;
            pada: number;
            /** @description Arc-seconds to the nearer edge of the pada */
            pada_edge_arcsec: number;
            sign: components["schemas"]["SignName"];
            sign_index: number;
        };
        /** @description One partner: the Moon read and the birth moment used. */
        MatchNative: {
            /**
             * @description The birth moment: local time at the birth place, ISO 8601 with its UTC offset
             * @example 2025-10-01T06:08:58+05:30
             */
            birth: string;
            moon: components["schemas"]["MatchMoon"];
            name?: string;
            timezone: string;
            /** @description The UTC instant computed for, ISO 8601 */
            utc: string;
        };
        /** @description A remedy almanacs advise for a dosha that stands; practice, advisory only. */
        MatchRemedy: {
            /** @enum {boolean} */
            advisory: true;
            /** @enum {string} */
            for: "nadi" | "bhakoot" | "gana" | "manglik";
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            text: string;
        };
        /**
         * @description 36-point Ashtakoota match, both partners' manglik status, the doshas, a verdict band and
         * advisory remedies.
         */
        MatchResult: {
            ashtakoota: components["schemas"]["Ashtakoota"];
            bride: components["schemas"]["MatchNative"];
            conventions: components["schemas"]["Conventions"];
            doshas: {
                /** @enum {string} */
                bhakoot: "absent" | "present" | "cancelled";
                /** @enum {string} */
                gana: "absent" | "present" | "cancelled";
                /** @enum {string} */
                manglik: "absent" | "present" | "cancelled";
                /** @enum {string} */
                nadi: "absent" | "present" | "cancelled";
            };
            engine_status: components["schemas"]["EngineStatus"];
            groom: components["schemas"]["MatchNative"];
            labels?: components["schemas"]["Labels"];
            manglik: components["schemas"]["ManglikCrossCheck"];
            /** @enum {number} */
            max: 36;
            /** @description The conventions applied where traditions differ (defaults unless the request chose) */
            options: {
                /** @enum {string} */
                bhakoot_exception: "same_lord" | "same_or_friendly_lords";
                /** @enum {string} */
                rasi_reading: "bhakoot" | "beyond_six";
                /** @enum {string} */
                star_count: "bride_to_groom" | "groom_to_bride";
                /** @enum {string} */
                tara_count: "both_ways" | "bride_to_groom";
            };
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            /** @description Only for doshas that stand; advisory */
            remedies: components["schemas"]["MatchRemedy"][];
            /** @description Ashtakoota points after exceptions, of 36 */
            score: number;
            success: boolean;
            /**
             * @description The service's own band of the score after exceptions (tier service, not tradition): 32+
             * excellent, 24+ good, 18+ average, else not_recommended.
             * @enum {string}
             */
            verdict: "not_recommended" | "average" | "good" | "excellent";
        };
        /** @description A JSON-RPC 2.0 response of the MCP protocol. */
        McpResult: {
            /** @description A protocol error (a tool's own failure is a result with isError) */
            error?: {
                code: number;
                message: string;
            } & {
                [key: string]: unknown;
            };
            id: string | number | null;
            /** @enum {string} */
            jsonrpc: "2.0";
            /**
             * @description The method's result: the tool list, or a tool's content and structuredContent (the route's
             * JSON)
             */
            result?: {
                [key: string]: unknown;
            };
        };
        /** @description A dated life event of the account. */
        MemoryEvent: {
            /** @example career */
            category: string;
            /** @description The saved chart it belongs to, null when none or when that chart was deleted (a UUID) */
            chart_id: string | null;
            /** @description Recorded, ISO 8601 UTC */
            created_at: string;
            /** @description YYYY-MM-DD */
            date: string;
            /** @description Id of the event (a UUID) */
            event_id: string;
            note: string | null;
            /** @description Last changed, ISO 8601 UTC */
            updated_at: string;
        };
        /** @description Recorded (201). */
        MemoryEventCreateResult: {
            event: components["schemas"]["MemoryEvent"];
            /** @description Id of the new event (a UUID) */
            event_id: string;
            success: boolean;
        };
        /** @description Deleted. */
        MemoryEventDeleteResult: {
            /** @description Id of the deleted event */
            event_id: string;
            success: boolean;
        };
        /** @description The event. */
        MemoryEventResult: {
            event: components["schemas"]["MemoryEvent"];
            success: boolean;
        };
        /** @description The account's life events. */
        MemoryEventsResult: {
            /** @description Newest date first, then newest recorded. */
            events: components["schemas"]["MemoryEvent"][];
            success: boolean;
        };
        /** @description The event as changed. */
        MemoryEventUpdateResult: {
            event: components["schemas"]["MemoryEvent"];
            success: boolean;
        };
        /** MirrorEntry */
        MirrorEntry: {
            /** @description The other public-domain translation of the same chapter */
            also_in: string;
            /** @enum {string} */
            body_part:
                | "head"
                | "hair"
                | "forehead"
                | "eyebrows"
                | "eyes"
                | "ears"
                | "nose"
                | "cheeks"
                | "lips"
                | "teeth"
                | "tongue"
                | "chin"
                | "neck"
                | "shoulders"
                | "arms"
                | "hands"
                | "palm_lines"
                | "nails"
                | "chest"
                | "belly"
                | "navel"
                | "back"
                | "waist"
                | "thighs"
                | "knees"
                | "shanks"
                | "feet"
                | "toes";
            chapter: number;
            chapter_title: string;
            /** @description The public-domain edition the passage would be quoted from */
            edition: string;
            /** @description Not bundled: never paraphrased or invented */
            original_text: null;
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            /** @enum {string} */
            text_status: "text not bundled";
            /** @description Not bundled: never paraphrased or invented */
            translation: null;
            /** @description Not located yet: the text is not bundled */
            verses: null;
            work: string;
        };
        /** @description The five limbs (and the signs and month) in force at the moment. */
        MuhurtaAngas: {
            adhika: boolean;
            karana: string;
            lagna: components["schemas"]["SignName"];
            lunar_month: string;
            moon_sign: components["schemas"]["SignName"];
            nakshatra: components["schemas"]["NakshatraName"];
            /** @enum {string} */
            paksha: "Shukla" | "Krishna";
            sun_sign: components["schemas"]["SignName"];
            tithi: string;
            tithi_index: number;
            vara: string;
            yoga: string;
        };
        /**
         * @description One moment: the day's band for the activity, each act's verdict with benefits and issues, the
         * angas and special yogas.
         */
        MuhurtaCompleteResult: {
            angas: components["schemas"]["MuhurtaAngas"];
            conventions: components["schemas"]["Conventions"];
            date: string;
            day_quality: {
                issues: string[];
                karma: components["schemas"]["KarmaName"];
                quality: components["schemas"]["MuhurtaDayBand"];
                score: number;
                windows: components["schemas"]["MuhurtaWindow"][];
            };
            engine_status: components["schemas"]["EngineStatus"];
            karma_muhurtas: components["schemas"]["MuhurtaKarmaVerdict"][];
            labels?: components["schemas"]["Labels"];
            /**
             * @description Local time with its UTC offset, ISO 8601
             * @example 2025-10-01T06:08:58+05:30
             */
            moment: string;
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            quality_rule: {
                min_window_minutes: number;
                score: string;
                text: string;
                /** @enum {string} */
                tier: "service";
            };
            special_yogas: components["schemas"]["MuhurtaRule"][];
            success: boolean;
            time: string;
            warnings: string[];
        };
        /**
         * @description One Vedic day (sunrise to sunrise) of a scan. The nakshatra and tithi are those at sunrise;
         * windows name their own.
         */
        MuhurtaDay: {
            benefits: string[];
            /** @description Civil date whose sunrise opens the Vedic day */
            date: string;
            /**
             * @description Every rule that closed the day or some of its hours, and the cautions, in the order of the
             * nine layers
             */
            issues: string[];
            nakshatra: components["schemas"]["NakshatraName"];
            /**
             * @description Local time with its UTC offset, ISO 8601
             * @example 2025-10-01T06:08:58+05:30
             */
            next_sunrise: string;
            /** @enum {string} */
            paksha: "Shukla" | "Krishna";
            quality: components["schemas"]["MuhurtaDayBand"];
            /** @description The service's window score (quality_rule) */
            score: number;
            /**
             * @description Classical rules the chosen practice relaxes that hold in this day's windows: what a stricter
             * reading would object to (empty under the classical practice)
             */
            stricter_rules: components["schemas"]["MuhurtaStricterRule"][];
            /**
             * @description Local time with its UTC offset, ISO 8601
             * @example 2025-10-01T06:08:58+05:30
             */
            sunrise: string;
            tithi: string;
            weekday: string;
            windows: components["schemas"]["MuhurtaWindow"][];
        };
        /**
         * @description The service's own band of a day (tier service): excellent, good, average, avoid; quality_rule
         * states how.
         * @enum {string}
         */
        MuhurtaDayBand: "excellent" | "good" | "average" | "avoid";
        /** @description Muhurta finder result: each day scored, with its windows and the rules that decided it. */
        MuhurtaFinderResult: {
            conventions: components["schemas"]["Conventions"];
            days_scanned: number;
            engine_status: components["schemas"]["EngineStatus"];
            from: string;
            karma: components["schemas"]["KarmaName"];
            labels?: components["schemas"]["Labels"];
            /** @description Days returned in results */
            match_count: number;
            method: string;
            only_shubha: boolean;
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            quality_rule: {
                min_window_minutes: number;
                score: string;
                text: string;
                /** @enum {string} */
                tier: "service";
            };
            results: components["schemas"]["MuhurtaDay"][];
            success: boolean;
            to: string;
            warnings: string[];
        };
        /**
         * @description Dates filtered through nine named layers in a stated order, survivors ranked, at most
         * max_results returned, with the rejection audit.
         */
        MuhurtaIntelligenceResult: {
            conventions: components["schemas"]["Conventions"];
            days_considered: number;
            engine_status: components["schemas"]["EngineStatus"];
            event_type: components["schemas"]["KarmaName"];
            from: string;
            labels?: components["schemas"]["Labels"];
            layers: {
                checks: string;
                layer: string;
                order: number;
            }[];
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            /** @description How survivors are ranked */
            ranking: string;
            /** @description Per layer, in order: how many dates it removed and which, with the reasons */
            rejection_audit: {
                layer: string;
                order: number;
                removed: {
                    date: string;
                    /**
                     * @description Every rule that blocked somewhere in the day, of every layer, in the order of the
                     * layers
                     */
                    every_failing_rule: string[];
                    /** @description The closing layer's blocks */
                    reasons: string[];
                }[];
                removed_count: number;
            }[];
            results: {
                day: components["schemas"]["MuhurtaDay"];
                rank: number;
            }[];
            success: boolean;
            survivors_count: number;
            to: string;
            users: components["schemas"]["MuhurtaPersonMoon"][];
            warnings: string[];
        };
        MuhurtaKarmaVerdict: {
            benefits: string[];
            issues: string[];
            karma: components["schemas"]["KarmaName"];
            label: string;
            rules: components["schemas"]["MuhurtaRule"][];
            /** @description No rule of the act blocks at this moment */
            suitable: boolean;
        };
        /** @description A person's birth Moon as the personal rules read it. */
        MuhurtaPersonMoon: {
            /**
             * @description Local time with its UTC offset, ISO 8601
             * @example 2025-10-01T06:08:58+05:30
             */
            birth: string;
            label: string;
            nakshatra: components["schemas"]["NakshatraName"];
            rashi: components["schemas"]["SignName"];
            timezone: string;
        };
        /** @description One rule read at a moment, with what it said and its sources. */
        MuhurtaRule: {
            /**
             * @description Stable rule id, e.g. tithi.rikta, special.sarvartha_siddhi
             * @example nakshatra.favoured
             */
            id: string;
            /**
             * @description block: the moment fails; issue: noted, not disqualifying; benefit: a rule in favour
             * @enum {string}
             */
            kind: "benefit" | "issue" | "block";
            /** @enum {string} */
            layer:
                | "calendar_periods"
                | "tithi"
                | "vara"
                | "nakshatra"
                | "yoga_karana"
                | "personal"
                | "lagna_shuddhi"
                | "planetary_conditions"
                | "daily_windows";
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            text: string;
        };
        /** @description A rule a classical reading applies as a block that the chosen practice relaxes. */
        MuhurtaStricterRule: {
            /** @example planet.venus_combust */
            id: string;
            /**
             * @description What the classical reading makes of it
             * @enum {string}
             */
            kind: "block";
            /** @enum {string} */
            layer:
                | "calendar_periods"
                | "tithi"
                | "vara"
                | "nakshatra"
                | "yoga_karana"
                | "personal"
                | "lagna_shuddhi"
                | "planetary_conditions"
                | "daily_windows";
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            text: string;
            /**
             * @description What the chosen practice makes of it: a caution (issue) or not applied (off)
             * @enum {string}
             */
            this_practice: "issue" | "off";
        };
        /**
         * @description A span of the day where no rule of the act blocks; the limbs named are in force throughout it.
         */
        MuhurtaWindow: {
            /**
             * @description Window end, local ISO 8601 with offset
             * @example 2025-10-01T06:08:58+05:30
             */
            end: string;
            /** @description Local HH:MM:SS */
            end_time: string;
            karana: string;
            /** @description Rising signs over the window, in order (empty when the act is not timed by the lagna) */
            lagnas: components["schemas"]["SignName"][];
            minutes: number;
            nakshatra: components["schemas"]["NakshatraName"];
            /** @enum {string} */
            paksha: "Shukla" | "Krishna";
            /** @description Benefits that hold in the window */
            rules: components["schemas"]["MuhurtaRule"][];
            /**
             * @description Window start, local ISO 8601 with offset
             * @example 2025-10-01T06:08:58+05:30
             */
            start: string;
            /** @description Local HH:MM:SS */
            start_time: string;
            /** @description Tithi in force throughout the window */
            tithi: string;
            yoga: string;
        };
        /**
         * @description One of the 27 nakshatras (names.md).
         * @enum {string}
         */
        NakshatraName:
            | "Ashwini"
            | "Bharani"
            | "Krittika"
            | "Rohini"
            | "Mrigashira"
            | "Ardra"
            | "Punarvasu"
            | "Pushya"
            | "Ashlesha"
            | "Magha"
            | "Purva Phalguni"
            | "Uttara Phalguni"
            | "Hasta"
            | "Chitra"
            | "Swati"
            | "Vishakha"
            | "Anuradha"
            | "Jyeshtha"
            | "Mula"
            | "Purva Ashadha"
            | "Uttara Ashadha"
            | "Shravana"
            | "Dhanishta"
            | "Shatabhisha"
            | "Purva Bhadrapada"
            | "Uttara Bhadrapada"
            | "Revati";
        /** @description Nakshatra with its pada and Vimshottari lord. */
        NakshatraValue: {
            /** @description 0 = Ashwini */
            index: number;
            lord: components["schemas"]["GrahaName"];
            name: components["schemas"]["NakshatraName"];
            /** @description Quarter of the nakshatra; 1 for a nakshatra entered at a boundary */
            pada: number;
        };
        NamedVargaChart: {
            /** @example D9 */
            code: string;
            lagna: {
                margin_arcsec: number;
                part: number;
                sign: components["schemas"]["SignName"];
                sign_index: number;
            };
            /** @description Name of the varga (names.md), e.g. Navamsha */
            name: string;
            /** @description Graha -> its place in this varga */
            planets: {
                Jupiter: components["schemas"]["VargaPlacement"];
                Ketu: components["schemas"]["VargaPlacement"];
                Mars: components["schemas"]["VargaPlacement"];
                Mercury: components["schemas"]["VargaPlacement"];
                Moon: components["schemas"]["VargaPlacement"];
                Rahu: components["schemas"]["VargaPlacement"];
                Saturn: components["schemas"]["VargaPlacement"];
                Sun: components["schemas"]["VargaPlacement"];
                Venus: components["schemas"]["VargaPlacement"];
            };
            /** @description What the varga is read for */
            signifies: string;
        };
        /**
         * @description Naming syllables (avakahada chakra) of a nakshatra pada: LIVE from a birth moment (with
         * moon_longitude, conventions, warnings), REFERENCE from a nakshatra.
         */
        NamkaranSyllablesResult: {
            conventions?: components["schemas"]["Conventions"];
            engine_status: components["schemas"]["EngineStatus"];
            labels?: components["schemas"]["Labels"];
            lord: components["schemas"]["GrahaName"];
            /** @description From a birth moment only: the Moon's sidereal longitude, degrees 0-360 */
            moon_longitude?: number;
            nakshatra: components["schemas"]["NakshatraName"];
            /** @description 0 = Ashwini */
            nakshatra_index: number;
            /** @description The pada asked for or found; null when all four are listed */
            pada: number | null;
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            success: boolean;
            /** @description One entry for a pada, else all four in pada order */
            syllables: {
                /**
                 * @description Devanagari
                 * @example वा
                 */
                hi: string;
                pada: number;
                /**
                 * @description Transliterated
                 * @example Va
                 */
                syllable: string;
            }[];
            /** @description Regional differences for this nakshatra's syllables, when any */
            variants: string | null;
            /**
             * @description What the result could not do as asked (polar day, a zone guess, a date edge); empty when
             * none.
             */
            warnings?: string[];
        };
        /**
         * @description One of the 27 panchanga (nitya) yogas (names.md).
         * @enum {string}
         */
        NityaYogaName:
            | "Vishkambha"
            | "Priti"
            | "Ayushman"
            | "Saubhagya"
            | "Shobhana"
            | "Atiganda"
            | "Sukarma"
            | "Dhriti"
            | "Shula"
            | "Ganda"
            | "Vriddhi"
            | "Dhruva"
            | "Vyaghata"
            | "Harshana"
            | "Vajra"
            | "Siddhi"
            | "Vyatipata"
            | "Variyan"
            | "Parigha"
            | "Shiva"
            | "Siddha"
            | "Sadhya"
            | "Shubha"
            | "Shukla"
            | "Brahma"
            | "Indra"
            | "Vaidhriti";
        NityaYogaValue: {
            /** @description 0 = Vishkambha */
            index: number;
            name: components["schemas"]["NityaYogaName"];
        };
        /** @description Notification preferences. */
        NotificationPrefsResult: {
            /** @description The daily digest is on. */
            daily_gates: boolean;
            place: components["schemas"]["SavedPlace"] | null;
            success: boolean;
            /** @description Last saved; null while never saved, ISO 8601 UTC */
            updated_at: string | null;
        };
        /** @description The preferences as saved. */
        NotificationPrefsUpdateResult: {
            /** @description The daily digest is on. */
            daily_gates: boolean;
            place: components["schemas"]["SavedPlace"] | null;
            success: boolean;
            /** @description Last saved; null while never saved, ISO 8601 UTC */
            updated_at: string | null;
        };
        /**
         * @description Numerology of a name and a date of birth: moolank, bhagyank, life path, name numbers, Lo Shu
         * grid, lucky things. No chart.
         */
        NumerologyResult: {
            bhagyank: number;
            /** @description The date read, YYYY-MM-DD */
            birth_date: string;
            /** @description The eight digits of DD MM YYYY summed, before reduction */
            date_digit_sum: number;
            engine_status: components["schemas"]["EngineStatus"];
            labels?: components["schemas"]["Labels"];
            /** @description 1-9, or a master number 11, 22 or 33 kept unreduced */
            life_path: number;
            /** @description False only when the life path is a master number */
            life_path_equals_bhagyank: boolean;
            /** @description Day, month and year each reduced (masters kept), and their sum */
            life_path_steps: {
                /** @description 1-9, or a master number 11, 22 or 33 kept unreduced */
                day: number;
                /** @description 1-9, or a master number 11, 22 or 33 kept unreduced */
                month: number;
                /** @description day + month + year before the final reduction */
                total: number;
                /** @description 1-9, or a master number 11, 22 or 33 kept unreduced */
                year: number;
            };
            loshu: {
                added: {
                    bhagyank: number;
                    moolank: number;
                } | null;
                complete_planes: (
                    | "row_top"
                    | "row_middle"
                    | "row_bottom"
                    | "column_left"
                    | "column_middle"
                    | "column_right"
                    | "diagonal_4_5_6"
                    | "diagonal_2_5_8"
                )[];
                /**
                 * @description The digits placed, in the order counted: the date's non-zero digits, then any added
                 * numbers
                 */
                digits: number[];
                missing_numbers: number[];
                planes: {
                    /** @enum {string} */
                    id:
                        | "row_top"
                        | "row_middle"
                        | "row_bottom"
                        | "column_left"
                        | "column_middle"
                        | "column_right"
                        | "diagonal_4_5_6"
                        | "diagonal_2_5_8";
                    /** @description Practice's name; null where practitioners disagree (the diagonals) */
                    name: string | null;
                    nums: number[];
                    /** @enum {string} */
                    status: "complete" | "partial" | "empty";
                }[];
                /** @description The numbers occurring more than once, with their counts */
                repeated: {
                    /** @description How many times the digit occurs */
                    count: number;
                    num: number;
                }[];
            };
            /** @description Rows of the Lo Shu square, top to bottom (4 9 2 / 3 5 7 / 8 1 6) */
            loshu_grid: {
                /** @description How many times the digit occurs */
                count: number;
                num: number;
            }[][];
            lucky_things: {
                color: string;
                /** @description Other colours practice gives for the same graha */
                colors_also_given: string[];
                /** @description Why numbers holds the moolank alone, when it does */
                friendly_numbers_missing: string | null;
                /** @description The moolank first, then its friendly numbers in ascending order */
                numbers: number[];
                ruler: components["schemas"]["GrahaName"];
            };
            /** @description How the result was computed, in words. */
            method: string;
            /** @description Parts not computed, with the reason; empty when everything was */
            missing: {
                /** @description The field not computed */
                item: string;
                reason: string;
            }[];
            moolank: number;
            name_number: {
                /** @description last_name is null when none was given or it has no letter A-Z */
                chaldean: {
                    first_name: {
                        /** @description Sum of the letter values */
                        compound: number;
                        /** @description The letters counted, A-Z after transliteration */
                        letters: string;
                        reduced: number;
                    };
                    full_name: {
                        /** @description Sum of the letter values */
                        compound: number;
                        /** @description The letters counted, A-Z after transliteration */
                        letters: string;
                        reduced: number;
                    };
                    last_name: {
                        /** @description Sum of the letter values */
                        compound: number;
                        /** @description The letters counted, A-Z after transliteration */
                        letters: string;
                        reduced: number;
                    } | null;
                };
                /** @description Characters ignored (not a letter A-Z) */
                ignored: string[];
                /** @description last_name is null when none was given or it has no letter A-Z */
                pythagorean: {
                    first_name: {
                        /** @description Sum of the letter values */
                        compound: number;
                        /** @description The letters counted, A-Z after transliteration */
                        letters: string;
                        master: (11 | 22 | 33) | null;
                        reduced: number;
                    };
                    full_name: {
                        /** @description Sum of the letter values */
                        compound: number;
                        /** @description The letters counted, A-Z after transliteration */
                        letters: string;
                        master: (11 | 22 | 33) | null;
                        reduced: number;
                    };
                    last_name: {
                        /** @description Sum of the letter values */
                        compound: number;
                        /** @description The letters counted, A-Z after transliteration */
                        letters: string;
                        master: (11 | 22 | 33) | null;
                        reduced: number;
                    } | null;
                };
                /** @description Letters transliterated to A-Z */
                transliterated: {
                    from: string;
                    to: string;
                }[];
            } | null;
            notes: string[];
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            success: boolean;
        };
        /**
         * @description The OpenAPI 3.1.0 document of the service (servers, tags, security and the rest as the OpenAPI
         * specification defines them).
         */
        OpenapiResult: {
            /** @description OpenAPI Components Object: schemas, securitySchemes, headers. */
            components: {
                [key: string]: unknown;
            };
            /** @description OpenAPI Info Object. */
            info: {
                title: string;
                /** @description API version, 3.0.0 */
                version: string;
            } & {
                [key: string]: unknown;
            };
            /** @enum {string} */
            openapi: "3.1.0";
            /** @description OpenAPI Paths Object: path -> operations. */
            paths: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A catalogue question answered from the computed chart, refused, redirected, or PARTIAL with what
         * is missing.
         */
        OracleAnswerResult: {
            /** @description The question whose answer is given: the one asked, or the one a redirect leads to */
            answered_question: string | null;
            /**
             * @description The instant transits and running dashas were read at
             * @example 2025-10-01T06:08:58+05:30
             */
            as_of: string | null;
            conventions?: components["schemas"]["Conventions"];
            disclaimer: string;
            engine_status: components["schemas"]["EngineStatus"];
            labels?: components["schemas"]["Labels"];
            /** @enum {string} */
            matched_from: "question_id" | "question_text";
            /** @description What the service lacks to answer (PARTIAL) */
            missing: string[];
            policy: {
                /** @enum {string} */
                action: "answer" | "refuse" | "redirect";
                /** @description Citations behind the result; each says verified or pending. */
                prove_refs: components["schemas"]["ProveRef"][];
                reason: string | null;
                redirect_to: string | null;
                rule: string | null;
                topic: string | null;
                /**
                 * @description What the user is told: the refusal, the redirect, or the caution that goes with the
                 * answer
                 */
                wording: string | null;
            };
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            question: components["schemas"]["OracleQuestionEntry"] | null;
            reasoning: components["schemas"]["OracleReason"][];
            success: boolean;
            summary: string;
            text_match: components["schemas"]["OracleTextMatch"] | null;
            timing_windows: components["schemas"]["OracleWindow"][];
            verdict: string | null;
            /** @enum {string} */
            verdict_tier: "service";
        };
        /** @description One question of the catalogue q01-q100. */
        OracleQuestionEntry: {
            /** @description true when the service computes an answer; false: PARTIAL (missing named) or policy */
            computed: boolean;
            id: string;
            /** @description What the question needs: a birth chart, a partner's birth, optionally a date */
            inputs: ("birth" | "partner" | "as_of")[];
            keywords: string[];
            /** @description The rule that answers it (house_promise, dasha_now, ..., not_computed, policy) */
            method: string;
            /** @enum {string} */
            policy: "answer" | "refuse" | "redirect";
            policy_rule: string | null;
            text: string;
            topic: string;
        };
        /** @description The oracle's catalogue and its one policy table (the same the chat applies). */
        OracleQuestionsResult: {
            /** @description How many questions are computed */
            computed: number;
            count: number;
            engine_status: components["schemas"]["EngineStatus"];
            policy: {
                /** @enum {string} */
                action: "refuse" | "redirect" | "caution";
                /** @description Citations behind the result; each says verified or pending. */
                prove_refs: components["schemas"]["ProveRef"][];
                reason: string;
                redirect_to: string | null;
                rule: string;
                topic: string;
                wording: string;
            }[];
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            questions: components["schemas"]["OracleQuestionEntry"][];
            success: boolean;
        };
        /** @description One step of the reasoning: the rule applied and the chart fact it read. */
        OracleReason: {
            /** @enum {string} */
            effect: "supports" | "weakens" | "neutral" | "informs";
            fact: string;
            points?: number;
            rule: string;
        };
        /** @description How question_text was matched to the catalogue, deterministically. */
        OracleTextMatch: {
            /** @description The next best questions (or, when not understood, the closest) */
            closest: {
                id: string;
                score: number;
                text: string;
            }[];
            matched_terms: string[];
            /** @description Dice overlap 2|K and Q| / (|K| + |Q|) of the question's keywords K and the terms Q */
            score: number;
            /** @description Canonical terms read from the text (synonym table) */
            terms: string[];
            text: string;
            threshold: number;
            /** @description The policy phrase found, when the policy screen matched */
            trigger: string | null;
            understood: boolean;
            /** @enum {string|null} */
            via: "keywords" | "policy" | null;
        };
        /** @description A timing window: a dasha period, or a muhurta window of an act, and why it is chosen. */
        OracleWindow: {
            antar: string | null;
            basis: string;
            /**
             * @description End, local time at the birth place
             * @example 2025-10-01T06:08:58+05:30
             */
            end: string;
            /** @description Mahadasha lord; null for a muhurta window */
            maha: string | null;
            /**
             * @description Start, local time at the birth place
             * @example 2025-10-01T06:08:58+05:30
             */
            start: string;
        };
        /**
         * @description Shukla (waxing) or Krishna (waning) fortnight.
         * @enum {string}
         */
        Paksha: "Shukla" | "Krishna";
        /**
         * @description sunrise_to_sunrise: the Vedic day from this date's sunrise to the next. civil_midnight_fallback:
         * no sunrise (polar day or night), the local civil day is used.
         * @enum {string}
         */
        PanchangaDayRule: "sunrise_to_sunrise" | "civil_midnight_fallback";
        /**
         * @description The five limbs prevailing at sunrise, each with its start and end; vara runs from sunrise to the
         * next sunrise (or midnight to midnight in the polar fallback).
         */
        PanchangaLimbs: {
            karana: {
                end: components["schemas"]["LocalTime"];
                /** @description Half-tithi of the lunar month, 0-59 (0 = Kimstughna) */
                index: number;
                name: components["schemas"]["KaranaName"];
                start: components["schemas"]["LocalTime"];
            };
            nakshatra: {
                end: components["schemas"]["LocalTime"];
                /** @description 0 = Ashwini */
                index: number;
                lord: components["schemas"]["GrahaName"];
                name: components["schemas"]["NakshatraName"];
                /** @description Quarter of the nakshatra; 1 for a nakshatra entered at a boundary */
                pada: number;
                start: components["schemas"]["LocalTime"];
            };
            tithi: {
                end: components["schemas"]["LocalTime"];
                /** @description 0-29: Shukla Pratipada (0) .. Purnima (14), Krishna Pratipada (15) .. Amavasya (29) */
                index: number;
                name: components["schemas"]["TithiName"];
                /** @description 1-15 within the paksha */
                number: number;
                paksha: components["schemas"]["Paksha"];
                start: components["schemas"]["LocalTime"];
            };
            vara: {
                end: components["schemas"]["LocalTime"];
                /** @description 0 = Sunday */
                index: number;
                lord: components["schemas"]["GrahaName"];
                name: components["schemas"]["WeekdayName"];
                start: components["schemas"]["LocalTime"];
                /**
                 * @description Sanskrit name of the weekday
                 * @enum {string}
                 */
                vara: "Ravivara" | "Somavara" | "Mangalavara" | "Budhavara" | "Guruvara" | "Shukravara" | "Shanivara";
            };
            yoga: {
                end: components["schemas"]["LocalTime"];
                /** @description 0 = Vishkambha */
                index: number;
                name: components["schemas"]["NityaYogaName"];
                start: components["schemas"]["LocalTime"];
            };
        };
        /** PanchangaRangeRow */
        PanchangaRangeRow: {
            /** @description The civil date, YYYY-MM-DD */
            date: string;
            /** @description The festivals and monthly vratas GET /api/v2/festivals places on this date */
            festivals: {
                id: string;
                name: string;
            }[];
            karana: {
                /**
                 * @description When the karana prevailing at sunrise ends, ISO 8601 with offset
                 * @example 2025-10-01T06:08:58+05:30
                 */
                ends: string;
                name: string;
            };
            lunar_month: {
                adhika: boolean;
                amanta: string;
                purnimanta: string;
            } | null;
            nakshatra: {
                /**
                 * @description When the nakshatra prevailing at sunrise ends, ISO 8601 with offset
                 * @example 2025-10-01T06:08:58+05:30
                 */
                ends: string;
                name: string;
                pada: number;
            };
            /**
             * @description Sunrise; null where the Sun does not rise on this date
             * @example 2025-10-01T06:08:58+05:30
             */
            sunrise: string | null;
            /**
             * @description Sunset; null where the Sun does not set on this date
             * @example 2025-10-01T06:08:58+05:30
             */
            sunset: string | null;
            tithi: {
                /**
                 * @description When the tithi prevailing at sunrise ends, ISO 8601 with offset
                 * @example 2025-10-01T06:08:58+05:30
                 */
                ends: string;
                name: string;
                number: number;
                paksha: string;
            };
            vara: string;
            yoga: {
                /**
                 * @description When the yoga prevailing at sunrise ends, ISO 8601 with offset
                 * @example 2025-10-01T06:08:58+05:30
                 */
                ends: string;
                name: string;
            };
        };
        /**
         * @description Daily panchanga: the five limbs at sunrise with start and end, every change to the next sunrise,
         * sun and moon, lunar month, samvat, kalams and muhurtas.
         */
        PanchangaResult: {
            /** @description The limbs and the Sun and Moon at the asked time. */
            at_time: {
                /**
                 * @description Local time with its UTC offset, ISO 8601
                 * @example 2025-10-01T06:08:58+05:30
                 */
                iso: string;
                /** @description Julian day, Universal Time */
                jd_ut: number;
                karana: components["schemas"]["KaranaValue"];
                moon: components["schemas"]["SiderealBody"];
                nakshatra: components["schemas"]["NakshatraValue"];
                sun: components["schemas"]["SiderealBody"];
                /** @description The local time asked (HH:MM as given; default 06:00) */
                time: string;
                tithi: components["schemas"]["TithiValue"];
                yoga: components["schemas"]["NityaYogaValue"];
            };
            /** @description The shared conventions, plus the day rule and how limb boundaries were found. */
            conventions: {
                ayanamsa?: {
                    degrees: number;
                    name: string;
                };
                /** @description How limb boundaries were found */
                boundaries: string;
                dasha_year_days?: number;
                day_rule: components["schemas"]["PanchangaDayRule"];
                ephemeris?: string;
                house_system?: string;
                /** @enum {string} */
                node_type?: "mean" | "true";
                position_type?: string;
                /**
                 * @description The practice profile the muhurta rules were applied by (north_indian_almanac by default)
                 * @enum {string}
                 */
                practice?: "north_indian_almanac" | "south_indian_almanac" | "classical";
                sunrise_rule?: string;
                timezone?: string;
                /** @description The UTC instant computed for, ISO 8601 in whole seconds (YYYY-MM-DDTHH:MM:SSZ). */
                utc?: string;
                utc_offset?: string;
            };
            /** @description The civil date asked, YYYY-MM-DD */
            date: string;
            /** @description The Vedic day the limbs are read for. */
            day: {
                /** @description Why the fallback was used */
                detail: string | null;
                end: components["schemas"]["LocalTime"];
                rule: components["schemas"]["PanchangaDayRule"];
                start: components["schemas"]["LocalTime"];
            };
            engine_status: components["schemas"]["EngineStatus"];
            labels?: components["schemas"]["Labels"];
            /** @description Rising signs from sunrise to the next sunrise (only with lagna_table: true). */
            lagnas?: {
                /**
                 * @description Why there is no table: beyond 65 degrees latitude, or a day ending past the ephemeris
                 * range
                 */
                reason: string | null;
                spans:
                    | {
                          /** @description False for the first and last span, cut by the day's start or end */
                          complete: boolean;
                          /**
                           * @description Local time with its UTC offset, ISO 8601
                           * @example 2025-10-01T06:08:58+05:30
                           */
                          end: string;
                          sign: components["schemas"]["SignName"];
                          /**
                           * @description Local time with its UTC offset, ISO 8601
                           * @example 2025-10-01T06:08:58+05:30
                           */
                          start: string;
                      }[]
                    | null;
            };
            limbs: components["schemas"]["PanchangaLimbs"];
            lunar_month: {
                amanta: components["schemas"]["LunarMonthValue"];
                kshaya_dropped: components["schemas"]["LunarMonthName"] | null;
                new_moon_after: {
                    /**
                     * @description Local time with its UTC offset, ISO 8601
                     * @example 2025-10-01T06:08:58+05:30
                     */
                    iso: string;
                    /** @description Julian day, Universal Time */
                    jd_ut: number;
                    sun_sign: components["schemas"]["SignName"];
                    /**
                     * @description Local HH:MM:SS
                     * @example 06:08:58
                     */
                    time: string;
                };
                new_moon_before: {
                    /**
                     * @description Local time with its UTC offset, ISO 8601
                     * @example 2025-10-01T06:08:58+05:30
                     */
                    iso: string;
                    /** @description Julian day, Universal Time */
                    jd_ut: number;
                    sun_sign: components["schemas"]["SignName"];
                    /**
                     * @description Local HH:MM:SS
                     * @example 06:08:58
                     */
                    time: string;
                };
                purnimanta: components["schemas"]["LunarMonthValue"];
                rule: string;
            } | null;
            moon: components["schemas"]["SiderealBody"];
            moonrise: components["schemas"]["RiseSetTime"];
            moonset: components["schemas"]["RiseSetTime"];
            /** @description Kalams and muhurtas of the Vedic day; a window is null when the day cannot be divided. */
            muhurtas: {
                abhijit: {
                    /** @description False on the weekday whose durmuhurta it is in many almanacs */
                    auspicious: boolean;
                    caution: string | null;
                    /**
                     * @description Local time with its UTC offset, ISO 8601
                     * @example 2025-10-01T06:08:58+05:30
                     */
                    end: string;
                    /**
                     * @description Local time with its UTC offset, ISO 8601
                     * @example 2025-10-01T06:08:58+05:30
                     */
                    start: string;
                } | null;
                amrit_kalam: components["schemas"]["LocalIsoSpan"][];
                basis: components["schemas"]["DayDivisionBasis"];
                durmuhurta: components["schemas"]["LocalIsoSpan"][];
                gulika_kalam: components["schemas"]["LocalIsoSpan"] | null;
                /** @description How the day was divided when it was not from the Sun */
                note: string | null;
                rahu_kalam: components["schemas"]["LocalIsoSpan"] | null;
                /** @description Varjyam windows of the nakshatras touching the day, clipped to it */
                varjyam: components["schemas"]["LocalIsoSpan"][];
                yamaganda: components["schemas"]["LocalIsoSpan"] | null;
            };
            next_sunrise: components["schemas"]["RiseSetTime"] | null;
            /** @description The limbs at sunrise by name, and the day's rise and set times. */
            panchanga: {
                karana: components["schemas"]["KaranaName"];
                /**
                 * @description Local HH:MM:SS; null when the Moon does not rise on this civil date
                 * @example 06:49:08
                 */
                moonrise: string | null;
                /**
                 * @description Local HH:MM:SS; null when the Moon does not set on this civil date
                 * @example 06:49:08
                 */
                moonset: string | null;
                nakshatra: components["schemas"]["NakshatraName"];
                paksha: components["schemas"]["Paksha"];
                /**
                 * @description Local HH:MM:SS; null when the Sun does not rise that day
                 * @example 06:49:08
                 */
                sunrise: string | null;
                /**
                 * @description Local HH:MM:SS; null when the Sun does not set that day
                 * @example 06:49:08
                 */
                sunset: string | null;
                tithi: components["schemas"]["TithiName"];
                vara: components["schemas"]["WeekdayName"];
                yoga: components["schemas"]["NityaYogaName"];
            };
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            samvat: {
                /** @description When the year begins */
                new_year: string;
                /** @description Shaka (Shalivahana) year */
                shaka: number;
                /** @description Vikram Samvat, Chaitradi */
                vikram: number;
                /** @description Vikram Samvat, Kartikadi (Gujarat) */
                vikram_kartikadi: number;
            } | null;
            success: boolean;
            sun: components["schemas"]["SiderealBody"];
            sunrise: components["schemas"]["RiseSetTime"];
            sunset: components["schemas"]["RiseSetTime"];
            tithi_flags: {
                /** @description Tithis that begin and end between this sunrise and the next */
                kshaya: {
                    end: components["schemas"]["LocalTime"];
                    /**
                     * @description 0-29: Shukla Pratipada (0) .. Purnima (14), Krishna Pratipada (15) .. Amavasya (29)
                     */
                    index: number;
                    name: components["schemas"]["TithiName"];
                    /** @description 1-15 within the paksha */
                    number: number;
                    paksha: components["schemas"]["Paksha"];
                    start: components["schemas"]["LocalTime"];
                }[];
                /** @description The sunrise tithi still prevails at the next sunrise */
                vriddhi_with_next: boolean;
                /** @description The sunrise tithi already prevailed at the previous sunrise */
                vriddhi_with_previous: boolean;
            };
            /** @description Every limb change after sunrise up to the next sunrise, in time order */
            transitions: components["schemas"]["PanchangaTransition"][];
            /**
             * @description What the result could not do as asked (polar day, a zone guess, a date edge); empty when
             * none.
             */
            warnings: string[];
        };
        /**
         * @description A limb changing value between sunrise and the next sunrise; `value` is the one entered at `at`.
         */
        PanchangaTransition:
            | {
                  at: components["schemas"]["LocalTime"];
                  /** @description This tithi ends before the next sunrise (no sunrise sees it) */
                  kshaya: boolean;
                  /** @enum {string} */
                  limb: "tithi";
                  value: components["schemas"]["TithiValue"];
              }
            | {
                  at: components["schemas"]["LocalTime"];
                  /** @enum {string} */
                  limb: "nakshatra";
                  value: components["schemas"]["NakshatraValue"];
              }
            | {
                  at: components["schemas"]["LocalTime"];
                  /** @enum {string} */
                  limb: "yoga";
                  value: components["schemas"]["NityaYogaValue"];
              }
            | {
                  at: components["schemas"]["LocalTime"];
                  /** @enum {string} */
                  limb: "karana";
                  value: components["schemas"]["KaranaValue"];
              };
        /**
         * @description The day at a glance: a band for new beginnings from the sunrise limbs by a stated, cited rule,
         * with the limbs as evidence.
         */
        PanchangGlanceResult: {
            /** @description The shared conventions, plus the place used (New Delhi when not given). */
            conventions: {
                ayanamsa?: {
                    degrees: number;
                    name: string;
                };
                dasha_year_days?: number;
                ephemeris?: string;
                house_system?: string;
                /** @enum {string} */
                node_type?: "mean" | "true";
                place: components["schemas"]["Coordinates"];
                position_type?: string;
                /**
                 * @description The practice profile the muhurta rules were applied by (north_indian_almanac by default)
                 * @enum {string}
                 */
                practice?: "north_indian_almanac" | "south_indian_almanac" | "classical";
                sunrise_rule?: string;
                timezone?: string;
                /** @description The UTC instant computed for, ISO 8601 in whole seconds (YYYY-MM-DDTHH:MM:SSZ). */
                utc?: string;
                utc_offset?: string;
            };
            /** @description YYYY-MM-DD (today at the place when not given) */
            date: string;
            engine_status: components["schemas"]["EngineStatus"];
            evidence: {
                /** @description The sunrise doshas the rule counted */
                doshas: string[];
                /** @description The limbs at sunrise. */
                glance: {
                    karana: {
                        /**
                         * @description When it ends, local ISO 8601 with offset
                         * @example 2025-10-01T06:08:58+05:30
                         */
                        ends: string;
                        label: components["schemas"]["KaranaName"];
                    };
                    nakshatra: {
                        /**
                         * @description When it ends, local ISO 8601 with offset
                         * @example 2025-10-01T06:08:58+05:30
                         */
                        ends: string;
                        label: components["schemas"]["NakshatraName"];
                        lord: components["schemas"]["GrahaName"];
                        pada: number;
                    };
                    /**
                     * @description Local HH:MM:SS; null when the Sun does not rise that day
                     * @example 06:49:08
                     */
                    sunrise: string | null;
                    /**
                     * @description Local HH:MM:SS; null when the Sun does not set that day
                     * @example 06:49:08
                     */
                    sunset: string | null;
                    tithi: {
                        /**
                         * @description Tithi group
                         * @enum {string}
                         */
                        class: "Nanda" | "Bhadra" | "Jaya" | "Rikta" | "Purna";
                        /**
                         * @description When it ends, local ISO 8601 with offset
                         * @example 2025-10-01T06:08:58+05:30
                         */
                        ends: string;
                        /**
                         * @description Local HH:MM:SS of the end
                         * @example 06:49:08
                         */
                        ends_time: string;
                        label: components["schemas"]["TithiName"];
                        paksha: components["schemas"]["Paksha"];
                    };
                    vara: {
                        label: components["schemas"]["WeekdayName"];
                    };
                    yoga: {
                        /**
                         * @description When it ends, local ISO 8601 with offset
                         * @example 2025-10-01T06:08:58+05:30
                         */
                        ends: string;
                        label: components["schemas"]["NityaYogaName"];
                    };
                };
                /** @description Citations behind the result; each says verified or pending. */
                prove_refs: components["schemas"]["ProveRef"][];
            };
            labels?: components["schemas"]["Labels"];
            success: boolean;
            verdict: {
                /**
                 * @description For new beginnings, by the stated rule
                 * @enum {string}
                 */
                day_band: "favourable" | "mixed" | "challenging";
                headline: string;
                /** @description The rule that gave the band */
                rule: string;
            };
            /**
             * @description What the result could not do as asked (polar day, a zone guess, a date edge); empty when
             * none.
             */
            warnings: string[];
        };
        PanchaVargeeyaBala: {
            /** @enum {string} */
            band: "weak" | "ordinary" | "strong" | "very_strong";
            drekkana: components["schemas"]["DivisionStrength"];
            graha: components["schemas"]["SevenGrahaName"];
            hadda: components["schemas"]["DivisionStrength"];
            kshetra: components["schemas"]["DivisionStrength"];
            navamsa: components["schemas"]["DivisionStrength"];
            /** @description Sum of the five parts (at most 80) divided by 4 */
            total: number;
            /** @description 0-20 */
            uchcha: number;
        };
        /** @description When the fast is broken. */
        ParanaWindow: {
            /**
             * @description Civil date of the sunrise that opens the day after the fast
             * @example 2026-11-22
             */
            date: string;
            /**
             * @description When dvadashi ends; null when it has ended by that sunrise
             * @example 2025-10-01T06:08:58+05:30
             */
            end: string | null;
            /**
             * @description End of hari vasara (the first quarter of dvadashi)
             * @example 2025-10-01T06:08:58+05:30
             */
            hari_vasara_end: string;
            note: string;
            /**
             * @description When parana may begin
             * @example 2025-10-01T06:08:58+05:30
             */
            start: string;
            /**
             * @description What opens the window
             * @enum {string}
             */
            starts_at: "sunrise" | "hari_vasara_end";
            /**
             * @description Local time with its UTC offset, ISO 8601
             * @example 2025-10-01T06:08:58+05:30
             */
            sunrise: string;
        };
        /**
         * @description Public scorecard per rule: checks, hits, hit rate with a Wilson interval; failing rules first.
         * Counts only, never rows or readers.
         */
        PastAccuracyResult: {
            /** @enum {number} */
            confidence: 0.95;
            engine_status: components["schemas"]["EngineStatus"];
            /** @description Rules readers find wrong (interval wholly below one half), listed first */
            failing: ("mark-malefic" | "mark-benefic" | "dasha-dusthana-lord" | "dasha-dignified-lord")[];
            holding: ("mark-malefic" | "mark-benefic" | "dasha-dusthana-lord" | "dasha-dignified-lord")[];
            /** @description How the result was computed, in words. */
            method: string;
            /**
             * @description Every rule, checked or not: failing first, then undecided, holding, and those without checks
             */
            rules: components["schemas"]["RuleScore"][];
            success: boolean;
            undecided: ("mark-malefic" | "mark-benefic" | "dasha-dusthana-lord" | "dasha-dignified-lord")[];
            z: number;
        };
        /**
         * @description Statements about the reader's body and the years already lived, each with its rule, chart facts
         * and citations, to be checked by the reader.
         */
        PastReadingResult: {
            /** @description The instant "now" of the reading (UTC, ISO 8601): periods begun by then are read */
            as_of: string;
            conventions: components["schemas"]["Conventions"];
            engine_status: components["schemas"]["EngineStatus"];
            how_to_check: string;
            labels?: components["schemas"]["Labels"];
            /** @description How the result was computed, in words. */
            method: string;
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            statements: components["schemas"]["PastStatement"][];
            success: boolean;
            warnings?: string[];
        };
        /** PastStatement */
        PastStatement: {
            /** @description The chart facts the statement rests on */
            facts: {
                grahas: components["schemas"]["GrahaName"][];
                houses: number[];
                period?: {
                    /** @description End of the mahadasha, YYYY-MM-DD at the birth place */
                    end: string;
                    from_age: number;
                    lord: components["schemas"]["GrahaName"];
                    /** @description Still running now: the statement covers the years so far */
                    running: boolean;
                    /**
                     * @description Start of the mahadasha, YYYY-MM-DD at the birth place (before birth for the one
                     * running at birth)
                     */
                    start: string;
                    to_age: number;
                };
            };
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            /** @description The classical rule it comes from, in words */
            rule: string;
            /**
             * @description Public id of the rule behind a statement
             * @enum {string}
             */
            rule_id: "mark-malefic" | "mark-benefic" | "dasha-dusthana-lord" | "dasha-dignified-lord";
            /**
             * @description Stable for this rule and chart: <rule id>.<16 hex digits>. Send it to POST
             * /api/v2/past-reading/check.
             */
            statement_id: string;
            /** @description The statement to check, in words */
            text: string;
        };
        /** @description One person's four layers and windows. */
        PersonMarriageTiming: {
            /**
             * @description The birth moment, local time with its UTC offset
             * @example 2025-10-01T06:08:58+05:30
             */
            birth: string;
            /** @description Vimshottari antardashas of a significator overlapping the scan (their own dates) */
            dasha_gate: {
                antardasha: components["schemas"]["GrahaName"];
                /**
                 * @description End, local time at the birth place
                 * @example 2025-10-01T06:08:58+05:30
                 */
                end: string;
                end_jd_ut: number;
                mahadasha: components["schemas"]["GrahaName"];
                roles: ("seventh_lord" | "venus" | "seventh_occupant")[];
                /**
                 * @description Start, local time at the birth place
                 * @example 2025-10-01T06:08:58+05:30
                 */
                start: string;
                start_jd_ut: number;
                strong: boolean;
            }[];
            double_transit: {
                /**
                 * @description End, local time at the birth place
                 * @example 2025-10-01T06:08:58+05:30
                 */
                end: string;
                end_jd_ut: number;
                jupiter_sign: components["schemas"]["SignName"];
                saturn_sign: components["schemas"]["SignName"];
                sign: components["schemas"]["SignName"];
                /**
                 * @description Start, local time at the birth place
                 * @example 2025-10-01T06:08:58+05:30
                 */
                start: string;
                start_jd_ut: number;
                /** @enum {string} */
                target: "seventh_house" | "seventh_lord" | "venus";
            }[];
            factors: components["schemas"]["MarriageFactors"];
            /**
             * @description Jupiter's stays in a sign from which it is in or aspects a target (edges are its sign
             * ingresses)
             */
            jupiter_trigger: {
                /**
                 * @description End, local time at the birth place
                 * @example 2025-10-01T06:08:58+05:30
                 */
                end: string;
                end_jd_ut: number;
                hits: {
                    /** @enum {string} */
                    by: "transit" | "aspect";
                    sign: components["schemas"]["SignName"];
                    /** @enum {string} */
                    target: "seventh_house" | "seventh_lord" | "venus";
                }[];
                jupiter_sign: components["schemas"]["SignName"];
                /**
                 * @description Start, local time at the birth place
                 * @example 2025-10-01T06:08:58+05:30
                 */
                start: string;
                start_jd_ut: number;
            }[];
            name?: string;
            promised_age: components["schemas"]["PromisedAge"];
            scan: {
                clipped_at_ephemeris_end: boolean;
                /**
                 * @description End, local time at the birth place
                 * @example 2025-10-01T06:08:58+05:30
                 */
                end: string;
                end_jd_ut: number;
                from_age: number;
                /**
                 * @description Start, local time at the birth place
                 * @example 2025-10-01T06:08:58+05:30
                 */
                start: string;
                start_jd_ut: number;
                to_age: number;
            };
            /** @description The grahas whose antardashas open the gate */
            significators: {
                graha: components["schemas"]["GrahaName"];
                roles: ("seventh_lord" | "venus" | "seventh_occupant")[];
            }[];
            timezone: string;
            utc: string;
            windows: components["schemas"]["MarriageTimingWindow"][];
        };
        /** @description Chart narrative in 13 sections, every sentence filled from computed facts by a cited rule. */
        PhaladeepikaNarrativeResult: {
            conventions: components["schemas"]["Conventions"];
            engine_status: components["schemas"]["EngineStatus"];
            labels?: components["schemas"]["Labels"];
            /** @description How the result was computed: conventions, groupings and what is declined, in words. */
            method: string;
            /**
             * @description What the result does not give yet (the reason engine_status is PARTIAL), one sentence each.
             */
            missing: string[];
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            /** @description The 13 sections in Phaladeepika's order: lagna, Moon, then houses 2-12 */
            sections: {
                bhava: number;
                /**
                 * @example lagna
                 * @example moon
                 * @example wealth
                 */
                id: string;
                /** @description A line of service policy (the 8th house: no death timing); not a rule, no citation */
                policy?: string;
                /** @description Sum of score_trace contributions */
                score: number;
                /** @description Each scored rule's contribution to the score */
                score_trace: {
                    contribution: number;
                    factor: string;
                    rule_id: string;
                }[];
                sentences: {
                    /** @description The computed facts the sentence names; absent parts name nothing of that kind. */
                    facts: {
                        grahas?: components["schemas"]["GrahaName"][];
                        /** @description Houses from the lagna (1-12) */
                        houses?: number[];
                        signs?: components["schemas"]["SignName"][];
                        /**
                         * @description Other computed values the sentence names, by name (dignity, modality, element,
                         * elongation, distance_from_sun...): each rule fills its own.
                         */
                        values?: {
                            [key: string]: string | number | boolean;
                        };
                    };
                    /** @description The rule whose template made the sentence, with its citations. */
                    rule: {
                        /**
                         * @description Narrative rule id
                         * @example bhava.sign
                         */
                        id: string;
                        /** @description Citations behind the result; each says verified or pending. */
                        prove_refs: components["schemas"]["ProveRef"][];
                        /** @description The rule in words */
                        statement: string;
                    };
                    text: string;
                }[];
                title: string;
                /**
                 * @description Band of the score
                 * @enum {string}
                 */
                verdict: "strong" | "mixed" | "weak";
            }[];
            success: boolean;
        };
        /**
         * @description Pindayu: per-graha years by distance from exaltation with the classical reductions, and the
         * proportional band. Never a prediction of death.
         */
        PindayuResult: {
            conventions: components["schemas"]["Conventions"];
            engine_status: components["schemas"]["EngineStatus"];
            evidence: {
                /** @description The seven grahas, Sun to Saturn */
                grahas: components["schemas"]["AyuGrahaContribution"][];
                krurodaya: components["schemas"]["Krurodaya"];
                lagna: components["schemas"]["AyuLagnaContribution"];
                method: string;
                /** @description Citations behind the result; each says verified or pending. */
                prove_refs: components["schemas"]["ProveRef"][];
                /** @description Grahas' and lagna's years before krurodaya, years */
                subtotal: number;
            };
            labels?: components["schemas"]["Labels"];
            story: {
                /** @description A proportional band indicator, never a prediction of death */
                disclaimer: string;
                summary: string;
            };
            success: boolean;
            verdict: {
                band: components["schemas"]["AyuBand"];
                band_name: components["schemas"]["AyuBandName"];
                /** @description Pindayu total, years */
                total_years: number;
            };
        };
        PlacedGraha: {
            combust: boolean;
            combustion: {
                distance_from_sun: number;
                orb: number | null;
                orb_source: string | null;
            };
            /** @description Degrees within the sign */
            degree: number;
            /** @example 23°30'00" */
            degree_dms: string;
            dignity: components["schemas"]["Dignity"];
            /** @description Whole-sign house from the lagna */
            house: number;
            /** @description Sidereal longitude, degrees 0-360 */
            longitude: number;
            nakshatra: components["schemas"]["NakshatraName"];
            nakshatra_index: number;
            nakshatra_lord: components["schemas"]["GrahaName"];
            pada: number;
            rashi: components["schemas"]["RashiName"];
            retrograde: boolean;
            sign: components["schemas"]["SignName"];
            sign_index: number;
            sign_lord: components["schemas"]["GrahaName"];
            /**
             * @description Arc-seconds to the nearest sign edge: small means a small time error could change the sign
             */
            sign_margin_arcsec: number;
            /** @description Degrees per day; negative when retrograde */
            speed: number;
            /** @description Varga code (D1, D2, D3, D4, D7, D9, D10, D12) -> sign */
            vargas: {
                D1: components["schemas"]["SignName"];
                D2: components["schemas"]["SignName"];
                D3: components["schemas"]["SignName"];
                D4: components["schemas"]["SignName"];
                D7: components["schemas"]["SignName"];
                D9: components["schemas"]["SignName"];
                D10: components["schemas"]["SignName"];
                D12: components["schemas"]["SignName"];
            };
            /** @description Same sign in D1 and D9 */
            vargottama: boolean;
        };
        Porutham: {
            detail: {
                bride: string;
                groom: string;
            };
            explanation: string;
            /** @enum {string} */
            grade: "good" | "fair" | "bad";
            /** @description grade good or fair */
            matched: boolean;
            /** @enum {string} */
            porutham:
                | "Dina"
                | "Gana"
                | "Mahendra"
                | "Stri-Dirgha"
                | "Yoni"
                | "Rasi"
                | "Rasyadhipati"
                | "Vasya"
                | "Rajju"
                | "Vedha";
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            /**
             * @description rajju and vedha essential (the interface); major and minor are the service's labels
             * @enum {string}
             */
            weight: "essential" | "major" | "minor";
        };
        /**
         * @description Prashna chart of the asked moment read for a lost article: direction, distance and recovery by
         * named horary rules; theft versus misplacement not answered (no sourced rule, PARTIAL).
         */
        PrashnaLostObjectResult: {
            /** @description The moment of the question, local ISO 8601 with offset */
            asked_at: string;
            conventions: components["schemas"]["Conventions"];
            direction: {
                /** @description Citations behind the result; each says verified or pending. */
                prove_refs: components["schemas"]["ProveRef"][];
                /** @description The rule as it applies here, in words */
                rule: string;
                /** @enum {string} */
                value: "east" | "south" | "west" | "north";
            };
            distance: {
                /** @enum {string} */
                modality: "movable" | "fixed" | "dual";
                /** @description Citations behind the result; each says verified or pending. */
                prove_refs: components["schemas"]["ProveRef"][];
                /** @description The rule as it applies here, in words */
                rule: string;
                /** @enum {string} */
                value: "far" | "near" | "middling";
            };
            engine_status: components["schemas"]["EngineStatus"];
            grahas: {
                graha: components["schemas"]["GrahaName"];
                house: number;
                retrograde: boolean;
                sign: components["schemas"]["SignName"];
            }[];
            labels?: components["schemas"]["Labels"];
            lagna: {
                /** @description Degrees within the sign */
                degree: number;
                longitude: number;
                sign: components["schemas"]["SignName"];
            };
            /** @description How the result was computed, in words. */
            method: string;
            /** @description What the answer does not give (the reason it is PARTIAL), one sentence each. */
            missing: string[];
            moon: {
                house: number;
                sign: components["schemas"]["SignName"];
            };
            /** @description The article named in the request, echoed */
            object: string | null;
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            recovery: {
                benefics: components["schemas"]["GrahaName"][];
                malefics: components["schemas"]["GrahaName"][];
                /** @description Citations behind the result; each says verified or pending. */
                prove_refs: components["schemas"]["ProveRef"][];
                /** @description The rule as it applies here, in words */
                rule: string;
                /** @enum {string} */
                value: "likely" | "unlikely" | "mixed" | "no_indication";
            };
            success: boolean;
            /** @description Not answered: no sourced rule (PARTIAL) */
            theft_or_misplaced: {
                reason: string;
                value: null;
            };
            warnings?: string[];
        };
        /**
         * @description Horary answer to a marriage question: yes, no or uncertain, with each reason cited and a timing
         * hint.
         */
        PrashnaMarriageResult: {
            /** @enum {string} */
            answer: "yes" | "no" | "uncertain";
            /**
             * @description How the KP answer and the Parashari indications combine is the service's own
             * @enum {string}
             */
            answer_tier: "service";
            asked: {
                /**
                 * @description The asked moment, local time at the place
                 * @example 2025-10-01T06:08:58+05:30
                 */
                at: string;
                /**
                 * @description request: date and time given; clock: the service's clock when the request arrived
                 * @enum {string}
                 */
                source: "request" | "clock";
                timezone: string;
                utc: string;
            };
            conventions: components["schemas"]["Conventions"];
            engine_status: components["schemas"]["EngineStatus"];
            /**
             * @description The KP rule: the 7th cusp's sub-lord signifying 2, 7 or 11 (yes), also 1, 6 or 10
             * (uncertain), none of 2, 7, 11 (no)
             */
            kp: {
                /** @enum {number} */
                cusp: 7;
                cusp_sign: components["schemas"]["SignName"];
                cusp_star_lord: components["schemas"]["GrahaName"];
                /** @description Of 1, 6, 10: the houses the sub-lord signifies */
                denying: number[];
                /** @description Of 2, 7, 11: the houses the sub-lord signifies */
                promising: number[];
                /** @description Citations behind the result; each says verified or pending. */
                prove_refs: components["schemas"]["ProveRef"][];
                sub_lord: components["schemas"]["GrahaName"];
                sub_lord_signifies: number[];
                /** @enum {string} */
                verdict: "yes" | "no" | "uncertain";
            };
            labels?: components["schemas"]["Labels"];
            lagna: {
                lord: components["schemas"]["GrahaName"];
                sign: components["schemas"]["SignName"];
            };
            method: string;
            parashari: {
                detail: string;
                holds: boolean;
                /** @enum {string} */
                id: "lords_connected" | "benefic_on_seventh" | "malefic_in_seventh_unaspected";
                /** @enum {string} */
                points: "yes" | "no";
                /** @description Citations behind the result; each says verified or pending. */
                prove_refs: components["schemas"]["ProveRef"][];
                rule: string;
            }[];
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            /** @description The question as asked (echoed) */
            question?: string;
            ruling_planets: components["schemas"]["GrahaName"][];
            success: boolean;
            timing_hint: {
                /** @description Grahas signifying 2, 7 or 11 that are ruling planets at the asked moment */
                fruitful_significators: components["schemas"]["GrahaName"][];
                period: {
                    antardasha: components["schemas"]["GrahaName"];
                    /**
                     * @description Local time with its UTC offset, ISO 8601
                     * @example 2025-10-01T06:08:58+05:30
                     */
                    end: string;
                    end_jd_ut: number;
                    mahadasha: components["schemas"]["GrahaName"];
                    /**
                     * @description Local time with its UTC offset, ISO 8601
                     * @example 2025-10-01T06:08:58+05:30
                     */
                    start: string;
                    start_jd_ut: number;
                } | null;
                /** @description Citations behind the result; each says verified or pending. */
                prove_refs: components["schemas"]["ProveRef"][];
                reason: string;
            };
            warnings?: string[];
        };
        /** @description Progeny activation report for the male chart, and the female chart's when given. */
        ProgenyReportResult: {
            activation_chain: components["schemas"]["ActivationLevel"][];
            /** @enum {string} */
            area: "marriage" | "progeny" | "career" | "wealth";
            /**
             * @description The instant the report is read at (noon of as_of at the birth place, or now)
             * @example 2025-10-01T06:08:58+05:30
             */
            as_of: string;
            /** @description The fertility band's total on a five-step scale (service tier) */
            capacity_stars: number;
            conventions: components["schemas"]["Conventions"];
            engine_status: components["schemas"]["EngineStatus"];
            female: {
                activation_chain: components["schemas"]["ActivationLevel"][];
                /** @description The fertility band's total on a five-step scale (service tier) */
                capacity_stars: number;
                fertility: {
                    /**
                     * @description well_supported, supported, mixed or needs_support: a band of the classical factors
                     * of the 5th house, never a medical claim
                     */
                    band: string;
                    note: string;
                    score: number;
                    /** @enum {string} */
                    tier: "service";
                    trace: {
                        id: string;
                        level: number;
                        score: number;
                    }[];
                };
                fifth_house: components["schemas"]["HouseAssessment"];
                jupiter_aspects: components["schemas"]["GrahaAspects"];
                native: {
                    /**
                     * @description The birth moment, local
                     * @example 2025-10-01T06:08:58+05:30
                     */
                    birth: string;
                    name?: string;
                    timezone: string;
                    utc: string;
                };
                obstructions: {
                    detail: string;
                    id: string;
                    points: number;
                    /** @description Citations behind the result; each says verified or pending. */
                    prove_refs: components["schemas"]["ProveRef"][];
                    stands: boolean;
                }[];
                rating: components["schemas"]["ActivationRating"];
                timing_windows: components["schemas"]["TimingWindow"][];
            } | null;
            fertility: {
                /**
                 * @description well_supported, supported, mixed or needs_support: a band of the classical factors of
                 * the 5th house, never a medical claim
                 */
                band: string;
                note: string;
                score: number;
                /** @enum {string} */
                tier: "service";
                trace: {
                    id: string;
                    level: number;
                    score: number;
                }[];
            };
            fifth_house: components["schemas"]["HouseAssessment"];
            horizon_years: number;
            jupiter_aspects: components["schemas"]["GrahaAspects"];
            /** @description From the first area house's lord, each graha's dispositor until the chain closes */
            karma_chain: {
                dispositor: components["schemas"]["GrahaName"];
                graha: components["schemas"]["GrahaName"];
                house: number;
                sign: components["schemas"]["SignName"];
            }[];
            labels?: components["schemas"]["Labels"];
            method: string;
            /** @description What was not evaluated and why (engine_status PARTIAL when not empty) */
            missing: string[];
            native: {
                /**
                 * @description The birth moment, local
                 * @example 2025-10-01T06:08:58+05:30
                 */
                birth: string;
                name?: string;
                timezone: string;
                utc: string;
            };
            /** @description Every obstruction the area reads, standing or not */
            obstruction_list: {
                detail: string;
                id: string;
                points: number;
                /** @description Citations behind the result; each says verified or pending. */
                prove_refs: components["schemas"]["ProveRef"][];
                stands: boolean;
            }[];
            obstructions: {
                detail: string;
                id: string;
                points: number;
                /** @description Citations behind the result; each says verified or pending. */
                prove_refs: components["schemas"]["ProveRef"][];
                stands: boolean;
            }[];
            omitted_by_policy: {
                id: string;
                reason: string;
                topic: string;
            }[];
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            rating: components["schemas"]["ActivationRating"];
            /**
             * @description Stretches where a window of the male chart and one of the female chart overlap (empty
             * without a female chart)
             */
            shared_windows: {
                /**
                 * @description Local time with its UTC offset, ISO 8601
                 * @example 2025-10-01T06:08:58+05:30
                 */
                end: string;
                /**
                 * @description Local time with its UTC offset, ISO 8601
                 * @example 2025-10-01T06:08:58+05:30
                 */
                start: string;
            }[];
            significators: {
                because: string[];
                graha: components["schemas"]["GrahaName"];
            }[];
            /** @description The works behind the citations */
            sources: {
                author: string;
                source: string;
                tier: string;
                work: string;
            }[];
            story_beats: {
                /** @description The level the beat comes from (0: the rating) */
                level: number;
                /** @description Citations behind the result; each says verified or pending. */
                prove_refs: components["schemas"]["ProveRef"][];
                text: string;
            }[];
            success: boolean;
            timing_windows: components["schemas"]["TimingWindow"][];
            title: string;
            warnings?: string[];
        };
        /** @description The promised age range: every cited indication checked, and the band their balance picks. */
        PromisedAge: {
            /**
             * @description The ages of each band are the service's own; the texts name indications, not ages
             * @enum {string}
             */
            ages_tier: "service";
            /** @description Indications for earlier that hold, minus those for later */
            balance: number;
            /** @enum {string} */
            band: "early" | "timely" | "delayed";
            findings: {
                /** @enum {string} */
                effect: "earlier" | "later";
                /** @enum {string} */
                factor: "seventh_house" | "seventh_lord" | "venus" | "darakaraka" | "upapada";
                holds: boolean;
                /** @enum {string} */
                id:
                    | "saturn_on_seventh"
                    | "saturn_on_seventh_lord"
                    | "saturn_on_venus"
                    | "seventh_lord_in_dusthana"
                    | "venus_afflicted"
                    | "saturn_on_darakaraka"
                    | "saturn_on_upapada"
                    | "seventh_lord_in_kendra_trikona"
                    | "venus_dignified"
                    | "benefic_in_seventh"
                    | "jupiter_on_seventh";
                /** @description Citations behind the result; each says verified or pending. */
                prove_refs: components["schemas"]["ProveRef"][];
                rule: string;
            }[];
            from_age: number;
            /** @description Floor of the range: 18 for a bride (or when not said), 21 for a groom (statute) */
            legal_minimum_age: number;
            to_age: number;
        };
        /** ProveRef */
        ProveRef: {
            /** @description Work (author), chapter, verses */
            citation: string;
            note?: string;
            /**
             * @description source.chapter.verses, one token
             * @example bphs.3.49-50
             */
            ref_id: string;
            status: components["schemas"]["CitationStatus"];
            tier: components["schemas"]["Tier"];
        };
        /**
         * @description Children (putra bhava) rule by rule with citations, a count of verdicts, rules declined by
         * policy and rules not computed.
         */
        PutraBhavaResult: {
            conventions: components["schemas"]["Conventions"];
            engine_status: components["schemas"]["EngineStatus"];
            findings: components["schemas"]["ReadingFinding"][];
            labels?: components["schemas"]["Labels"];
            /** @description How the result was computed: conventions, groupings and what is declined, in words. */
            method: string;
            /**
             * @description Rules not computed because no exact statement of them was located (not a policy matter);
             * non-empty makes the result PARTIAL.
             */
            omitted: components["schemas"]["ReadingOmittedRule"][];
            /**
             * @description Rules declined by policy and never computed (judgements of character, chastity or widowhood;
             * a child's sex).
             */
            omitted_by_policy: components["schemas"]["ReadingOmittedRule"][];
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            success: boolean;
            summary: {
                /** @description Findings by verdict */
                counts: {
                    challenging: number;
                    mixed: number;
                    neutral: number;
                    supportive: number;
                };
                text: string;
            };
        };
        /**
         * @description Moon-transit (chandra gochara) forecast per janma sign: the Moon's house from each sign sampled
         * daily at 12:00 IST, favourable and challenging days tallied over the period.
         */
        RashifalResult: {
            conventions: components["schemas"]["Conventions"];
            /**
             * @description The anchor date (today in India when not given)
             * @example 2026-11-22
             */
            date: string;
            /** @description Days sampled */
            days: number;
            /**
             * @description Last day sampled
             * @example 2026-11-22
             */
            end: string;
            engine_status: components["schemas"]["EngineStatus"];
            labels?: components["schemas"]["Labels"];
            /** @description The Moon's sidereal sign on each day (periods of at most 31 days) */
            moon_signs?: components["schemas"]["SignName"][];
            /** @enum {string} */
            period: "daily" | "weekly" | "monthly" | "yearly";
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            rule: string;
            /** @description When each day is sampled */
            sampled_at: string;
            /** @description The 12 signs, Aries first */
            signs: {
                challenging_days: number;
                favourable_days: number;
                /** @description The Moon's house from this sign on each day (periods of at most 31 days) */
                moon_houses?: number[];
                /** @enum {string} */
                outlook: "favourable" | "mixed" | "challenging";
                rashi: components["schemas"]["RashiName"];
                /** @description Share of favourable days, to 3 decimals */
                score: number;
                sign: components["schemas"]["SignName"];
            }[];
            /**
             * @description First day sampled
             * @example 2026-11-22
             */
            start: string;
            success: boolean;
        };
        /**
         * @description Sign in Sanskrit (names.md).
         * @enum {string}
         */
        RashiName:
            | "Mesha"
            | "Vrishabha"
            | "Mithuna"
            | "Karka"
            | "Simha"
            | "Kanya"
            | "Tula"
            | "Vrishchika"
            | "Dhanu"
            | "Makara"
            | "Kumbha"
            | "Meena";
        /**
         * @description One rule of a classical reading: computed placement, attributed (cited) rule, editorial reading.
         */
        ReadingFinding: {
            /** @description What the classical texts say of the placement, with citations. */
            attributed: {
                /** @description Citations behind the result; each says verified or pending. */
                prove_refs: components["schemas"]["ProveRef"][];
                /** @description A paraphrase of the classical rule (written for the project, not quoted) */
                text: string;
            };
            /**
             * @description A modern, non-fatalistic reading of the same placement (the service's words, not the texts')
             */
            editorial: string;
            /**
             * @description Rule id, stable across releases
             * @example putra-fifth-sign
             */
            id: string;
            /** @description The computed placement the finding rests on, and the grahas, houses and signs it names. */
            placement: {
                grahas: components["schemas"]["GrahaName"][];
                /** @description Houses from the lagna (1-12) the placement names */
                houses: number[];
                signs: components["schemas"]["SignName"][];
                /** @description The computed fact, in words */
                text: string;
            };
            topic: string;
            /** @enum {string} */
            verdict: "supportive" | "mixed" | "challenging" | "neutral";
        };
        /** @description A classical rule the service does not compute, with the reason and where the texts state it. */
        ReadingOmittedRule: {
            id: string;
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            /** @description Why the rule is not computed */
            reason: string;
            topic: string;
        };
        /**
         * @description The health body; the status code says readiness (200 when every required component is up, else
         * 503).
         */
        ReadyResult: {
            /** @description When the checks ran, ISO 8601 UTC (reports are reused for about a second). */
            checked_at: string;
            /**
             * @description Ephemeris probe, the compute threads (threads, busy, queued), database, Redis
             * (not_configured when counters are kept in process) and the places index.
             */
            components: {
                compute: components["schemas"]["HealthComponent"];
                database: components["schemas"]["HealthComponent"];
                ephemeris: components["schemas"]["HealthComponent"];
                places: components["schemas"]["HealthComponent"];
                redis: components["schemas"]["HealthComponent"];
            };
            /** @description false when a required component is down */
            ready: boolean;
            /**
             * @description degraded when any component is down
             * @enum {string}
             */
            status: "ok" | "degraded";
            /** @description Seconds since the process started. */
            uptime_seconds: number;
            /** @description API version (the OpenAPI document's info.version). */
            version: string;
        };
        /** @description The free key (opaque) and whether it has its headroom yet. */
        RegisterApiKeyResult: {
            /** @description Send as header X-API-Key. The same e-mail and app name always get this key back. */
            api_key: string;
            /**
             * @description Whether a confirmation code was e-mailed now (false when confirmed already, or when a
             * throttle held it back: see detail).
             */
            code_sent: boolean;
            /** @description What to do next, in a sentence. */
            detail: string;
            /**
             * @description Whether the e-mail address is confirmed. Until it is, the key counts as keyless (per client
             * address, no extra headroom); confirm it with the code e-mailed to it at POST /api/v2/keys/confirm.
             */
            email_confirmed: boolean;
            success: boolean;
        };
        /**
         * @description Gem, rudraksha and direction associations of the grahas, each table with its citations
         * (REFERENCE, advisory).
         */
        RemedyCorpusResult: {
            /** @description Advisory only: no medical, financial or other claim. */
            advisory: string;
            engine_status: components["schemas"]["EngineStatus"];
            gemstones: {
                gem: string;
                graha: components["schemas"]["GrahaName"];
                sanskrit: string;
            }[];
            /** @description Citations behind the result; each says verified or pending. */
            gemstones_refs: components["schemas"]["ProveRef"][];
            labels?: components["schemas"]["Labels"];
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            rudraksha: {
                graha: components["schemas"]["GrahaName"];
                /** @description Number of faces */
                mukhi: number;
            }[];
            /** @description Citations behind the result; each says verified or pending. */
            rudraksha_refs: components["schemas"]["ProveRef"][];
            success: boolean;
            vastu_directions: {
                /** @enum {string} */
                direction:
                    "East" | "South-East" | "South" | "South-West" | "West" | "North-West" | "North" | "North-East";
                graha: components["schemas"]["GrahaName"];
                /** @description Guardian of the direction (dikpala) */
                guardian: string;
            }[];
            /** @description Citations behind the result; each says verified or pending. */
            vastu_refs: components["schemas"]["ProveRef"][];
        };
        /** @description A cited rule of the service retrieved for the message (MiniSearch, BM25). */
        RetrievedRule: {
            id: string;
            /** @enum {string} */
            kind: "yoga" | "dosha" | "oracle" | "policy";
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            score: number;
            text: string;
            title: string;
        };
        /**
         * @description A rise or set as the place reads it ({jd_ut, iso, time}), or null times with the reason there is
         * none.
         */
        RiseSetTime:
            | {
                  detail: null;
                  /**
                   * @description Local time with its UTC offset, ISO 8601
                   * @example 2025-10-01T06:08:58+05:30
                   */
                  iso: string;
                  /** @description Julian day, Universal Time */
                  jd_ut: number;
                  reason: null;
                  /**
                   * @description Local HH:MM:SS
                   * @example 06:49:08
                   */
                  time: string;
              }
            | {
                  /** @description The reason in words */
                  detail: string;
                  iso: null;
                  jd_ut: null;
                  /**
                   * @description Why there is no such event: polar day, polar night (circumpolar for the Moon), or none
                   * on this civil date
                   * @enum {string}
                   */
                  reason: "always_above" | "always_below" | "not_this_day";
                  time: null;
              };
        /** RuleScore */
        RuleScore: {
            checks: number;
            /** @description hits / checks; null without checks */
            hit_rate: number | null;
            hits: number;
            misses: number;
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            rule: string;
            /**
             * @description Public id of the rule behind a statement
             * @enum {string}
             */
            rule_id: "mark-malefic" | "mark-benefic" | "dasha-dusthana-lord" | "dasha-dignified-lord";
            /**
             * @description failing: the whole interval below 0.5; holding: above 0.5; else undecided
             * @enum {string}
             */
            verdict: "failing" | "holding" | "undecided" | "no_checks";
            wilson: {
                lower: number;
                upper: number;
            } | null;
        };
        /**
         * @description One sade-sati: Saturn's first entry into the 12th from the janma rashi to its final exit from
         * the 2nd
         */
        SadesatiCycle: {
            crossings: components["schemas"]["SaturnCrossing"][];
            /** @description Years of 365.25 days */
            duration_years: number;
            /**
             * @description Final exit: local time at the birth place, ISO 8601 with its UTC offset
             * @example 2025-10-01T06:08:58+05:30
             */
            end: string;
            /** @description Final exit: Julian day, Universal Time */
            end_jd_ut: number;
            /** @description Rising (12th), peak (1st), setting (2nd), in time order */
            phases: components["schemas"]["SaturnSpan"][];
            /**
             * @description First entry: local time at the birth place, ISO 8601 with its UTC offset
             * @example 2025-10-01T06:08:58+05:30
             */
            start: string;
            /** @description First entry: Julian day, Universal Time */
            start_jd_ut: number;
        };
        /** @description Sade-sati and dhaiya from Saturn's actual sign crossings; sign indices are 0-based. */
        SadesatiResult: {
            as_of: components["schemas"]["AsOfInstant"];
            conventions: components["schemas"]["Conventions"];
            /** @description The small panoti: Saturn in the 4th (kantaka) or 8th (ashtama) from the janma rashi */
            dhaiya: {
                /** @description Saturn in the 4th or 8th from the janma rashi at the instant read */
                active: boolean;
                current: components["schemas"]["SaturnSpan"] | null;
                house: (4 | 8) | null;
                /** @description The next dhaiya of each kind after the instant, in time order */
                next: components["schemas"]["SaturnSpan"][];
            };
            engine_status: components["schemas"]["EngineStatus"];
            /** @description Natal Moon sign (0-based sign index, 0 = Aries) */
            janma_rashi: number;
            janma_rashi_sign: components["schemas"]["SignName"];
            labels?: components["schemas"]["Labels"];
            method: string;
            /** @description What the result lacks, each with the reason (present when engine_status is PARTIAL) */
            missing?: string[];
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            sadesati: {
                current: components["schemas"]["SadesatiCycle"] | null;
                /** @enum {string|null} */
                duration_of: "current" | "next" | null;
                /**
                 * @description Years of the current sade-sati, else of the next (`duration_of`); null when none was
                 * found
                 */
                duration_years: number | null;
                in_sadesati: boolean;
                next: components["schemas"]["SadesatiCycle"] | null;
                /** @enum {string} */
                phase: "rising (12th)" | "peak (1st)" | "setting (2nd)" | "none";
                /** @description Saturn's house from the janma rashi (1-12) */
                saturn_house_from_janma: number;
            };
            /** @description Saturn's sign at the instant read (0-based sign index, 0 = Aries) */
            saturn_rashi: number;
            saturn_sign: components["schemas"]["SignName"];
            success: boolean;
        };
        SaturnCrossing: {
            /**
             * @description When Saturn crosses the sign edge, local time at the birth place: local time at the birth
             * place, ISO 8601 with its UTC offset
             * @example 2025-10-01T06:08:58+05:30
             */
            at: string;
            /**
             * @description Moving forward through the zodiac; false for a retrograde re-entry into the previous sign
             */
            direct: boolean;
            /** @description Sign Saturn leaves (0-based sign index, 0 = Aries) */
            from_sign: number;
            /** @description When Saturn crosses the sign edge: Julian day, Universal Time */
            jd_ut: number;
            /** @description Sign Saturn enters (0-based sign index, 0 = Aries) */
            to_sign: number;
        };
        /**
         * @description Saturn in one sign from the janma rashi, from its first entry to its final exit (retrograde
         * re-entries inside).
         */
        SaturnSpan: {
            /** @description Every crossing into or out of this sign between the first entry and the final exit */
            crossings: components["schemas"]["SaturnCrossing"][];
            /** @description Years of 365.25 days */
            duration_years: number;
            /**
             * @description Final exit: local time at the birth place, ISO 8601 with its UTC offset
             * @example 2025-10-01T06:08:58+05:30
             */
            end: string;
            /** @description Final exit: Julian day, Universal Time */
            end_jd_ut: number;
            /** @description House of the sign from the janma rashi (1-12) */
            house: number;
            /** @enum {string} */
            name:
                | "rising (12th)"
                | "peak (1st)"
                | "setting (2nd)"
                | "dhaiya (4th, kantaka Shani)"
                | "dhaiya (8th, ashtama Shani)";
            sign: components["schemas"]["SignName"];
            /** @description The sign spanned (0-based sign index, 0 = Aries) */
            sign_index: number;
            /**
             * @description First entry: local time at the birth place, ISO 8601 with its UTC offset
             * @example 2025-10-01T06:08:58+05:30
             */
            start: string;
            /** @description First entry: Julian day, Universal Time */
            start_jd_ut: number;
        };
        SavedBirth: {
            /** @description YYYY-MM-DD */
            date: string;
            /**
             * @description Male or Female
             * @enum {string}
             */
            gender?: "Male" | "Female" | "male" | "female";
            /** @description Degrees, decimal; north positive. */
            latitude: number;
            /** @description Degrees, decimal; east positive. */
            longitude: number;
            /** @description Present when it was given. */
            name?: string;
            /** @description HH:MM or HH:MM:SS, 24-hour, local time at the place, as given */
            time: string;
            /**
             * @description IANA zone the time is read in: as given when saved, else the one found from the coordinates
             * then. Absent only when utc_offset was given alone.
             */
            timezone?: string;
            /**
             * @description Fixed UTC offset the time is read in, when one was given (it wins over timezone, as on the
             * chart routes).
             */
            utc_offset?: string;
        };
        /** @description A saved chart: its label and the birth fields the chart routes take. */
        SavedChart: {
            /** @description Id of the saved chart (a UUID) */
            chart_id: string;
            /** @description Saved, ISO 8601 UTC */
            created_at: string;
            /** @description YYYY-MM-DD */
            date: string;
            /**
             * @description Male or Female
             * @enum {string}
             */
            gender?: "Male" | "Female" | "male" | "female";
            label: string;
            /** @description Degrees, decimal; north positive. */
            latitude: number;
            /** @description Degrees, decimal; east positive. */
            longitude: number;
            /** @description Present when it was given. */
            name?: string;
            /** @description HH:MM or HH:MM:SS, 24-hour, local time at the place, as given */
            time: string;
            /**
             * @description IANA zone the time is read in: as given when saved, else the one found from the coordinates
             * then. Absent only when utc_offset was given alone.
             */
            timezone?: string;
            /**
             * @description Fixed UTC offset the time is read in, when one was given (it wins over timezone, as on the
             * chart routes).
             */
            utc_offset?: string;
        };
        SavedPlace: {
            /** @description Degrees, decimal; north positive. */
            latitude: number;
            /** @description Degrees, decimal; east positive. */
            longitude: number;
            name?: string;
        };
        /**
         * @description The Sarvatobhadra chakra 9 x 9 grid and its vedha lines; the parts given and not given are
         * listed (PARTIAL: see not_given).
         */
        SbcPhoneticGridResult: {
            engine_status: components["schemas"]["EngineStatus"];
            /** @description The parts of the chakra this answer gives */
            given: string[];
            /** @description Rows from the east edge; each row from the north edge */
            grid: {
                /** @description 0 = the north edge (left) */
                column: number;
                /** @description The letter in IAST */
                iast?: string;
                /** @enum {string} */
                kind: "nakshatra" | "vowel" | "consonant" | "sign" | "tithi_group";
                /** @description Devanagari letter (vowels and consonants) */
                letter?: string;
                /** @description Nakshatra (names.md spelling, or Abhijit), sign, or tithi group */
                name?: string;
                /** @description 0 = outer edge, 4 = centre */
                ring: number;
                /** @description 0 = the east edge (top) */
                row: number;
                /** @description Tithi numbers of the group (1-15 each paksha; 30 = Amavasya) */
                tithis?: number[];
                /** @description Weekdays of the group */
                varas?: string[];
            }[][];
            labels?: components["schemas"]["Labels"];
            /** @description The parts it does not give */
            not_given: string[];
            /** @description Which edge faces which direction */
            orientation: string;
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            success: boolean;
            vedha: {
                /** @description Step vectors of the three vedha lines from a nakshatra cell on each side */
                lines: {
                    east: {
                        diagonals: number[][];
                        /** @description [row step, column step] */
                        straight: number[];
                    };
                    north: {
                        diagonals: number[][];
                        /** @description [row step, column step] */
                        straight: number[];
                    };
                    south: {
                        diagonals: number[][];
                        /** @description [row step, column step] */
                        straight: number[];
                    };
                    west: {
                        diagonals: number[][];
                        /** @description [row step, column step] */
                        straight: number[];
                    };
                };
                /** @description Which lines a graha casts, and what the service leaves open */
                rule: string;
            };
        };
        /** SensitivityItem */
        SensitivityItem: {
            after: {
                /**
                 * @description The birth time at which the value changes, local ISO 8601 with offset (to the second)
                 * @example 2025-10-01T06:08:58+05:30
                 */
                at: string;
                /**
                 * @description The ascendant jumped across the bound (near the polar circles) rather than moving
                 * through it
                 */
                jump: boolean;
                /** @description Minutes from the stated birth time (negative: earlier), two decimals */
                minutes: number;
                /** @description The value on the far side of the change */
                value: string;
            } | null;
            before: {
                /**
                 * @description The birth time at which the value changes, local ISO 8601 with offset (to the second)
                 * @example 2025-10-01T06:08:58+05:30
                 */
                at: string;
                /**
                 * @description The ascendant jumped across the bound (near the polar circles) rather than moving
                 * through it
                 */
                jump: boolean;
                /** @description Minutes from the stated birth time (negative: earlier), two decimals */
                minutes: number;
                /** @description The value on the far side of the change */
                value: string;
            } | null;
            /**
             * @description The earliest birth time in the window with this value, local ISO 8601
             * @example 2025-10-01T06:08:58+05:30
             */
            holds_from: string;
            /**
             * @description The latest birth time in the window with this value, local ISO 8601
             * @example 2025-10-01T06:08:58+05:30
             */
            holds_to: string;
            /**
             * @description lagna, d9_lagna, d10_lagna, d12_lagna, d60_lagna, moon_pada; <graha>_sign,
             * <graha>_nakshatra, <graha>_house (whole-sign) for the nine grahas; mahadasha_at_birth,
             * antardasha_at_birth, mahadasha_later, antardasha_later (Vimshottari; later = at `as_of`, default today)
             */
            item: string;
            /** @description The stated time lies within one second of a change of this value */
            on_boundary: boolean;
            /** @description One line: where the value changes and to what */
            summary: string;
            /** @description The value at the stated birth time (a sign, nakshatra, house or lords) */
            value: string;
        };
        /**
         * @description One of the seven visible grahas, Sun to Saturn (no nodes), spelled as in names.md.
         * @enum {string}
         */
        SevenGrahaName: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn";
        ShadbalaComponents: {
            /** @description Cheshta bala, virupas */
            cheshta: number;
            /** @description Dig bala, virupas */
            dik: number;
            /** @description Drik bala, virupas */
            drig: number;
            /** @description Kala bala, virupas */
            kala: number;
            /** @description Naisargika bala, virupas */
            naisargika: number;
            rank: number;
            /** @description Total / required */
            ratio: number;
            /** @description Required minimum, rupas */
            required_rupas: number;
            /** @description Sthana bala, virupas */
            sthana: number;
            /** @description Total, virupas */
            total: number;
            /** @description Total, rupas */
            total_rupas: number;
        };
        /**
         * @description Shadbala of the seven grahas Sun to Saturn: the six components, totals in virupas and rupas, the
         * required minimum, ratio, rank, ishta and kashta phala.
         */
        ShadbalaResult: {
            bhavas: {
                /** @description Sidereal longitude of each Sripati bhava madhya, bhavas 1-12, degrees */
                madhya: number[];
                /** @description Sidereal longitude where each bhava begins, degrees */
                sandhi: number[];
            };
            /**
             * @description Graha (Sun..Saturn) -> the six components in the interface's names, virupas; the full
             * breakdown is in `grahas`
             */
            components: {
                Jupiter: components["schemas"]["ShadbalaComponents"];
                Mars: components["schemas"]["ShadbalaComponents"];
                Mercury: components["schemas"]["ShadbalaComponents"];
                Moon: components["schemas"]["ShadbalaComponents"];
                Saturn: components["schemas"]["ShadbalaComponents"];
                Sun: components["schemas"]["ShadbalaComponents"];
                Venus: components["schemas"]["ShadbalaComponents"];
            };
            conventions: components["schemas"]["Conventions"];
            engine_status: components["schemas"]["EngineStatus"];
            /** @description Graha (Sun..Saturn) -> shadbala */
            grahas: {
                Jupiter: components["schemas"]["GrahaShadbala"];
                Mars: components["schemas"]["GrahaShadbala"];
                Mercury: components["schemas"]["GrahaShadbala"];
                Moon: components["schemas"]["GrahaShadbala"];
                Saturn: components["schemas"]["GrahaShadbala"];
                Sun: components["schemas"]["GrahaShadbala"];
                Venus: components["schemas"]["GrahaShadbala"];
            };
            labels?: components["schemas"]["Labels"];
            method: string;
            /** @description Convention -> how this implementation applies it, in words */
            method_conventions: {
                [key: string]: string;
            };
            /** @description Graha (Sun..Saturn) -> benefic or malefic */
            natures: {
                Jupiter: components["schemas"]["GrahaNature"];
                Mars: components["schemas"]["GrahaNature"];
                Mercury: components["schemas"]["GrahaNature"];
                Moon: components["schemas"]["GrahaNature"];
                Saturn: components["schemas"]["GrahaNature"];
                Sun: components["schemas"]["GrahaNature"];
                Venus: components["schemas"]["GrahaNature"];
            };
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            /** @description Grahas by rank, highest ratio first */
            strongest_first: components["schemas"]["SevenGrahaName"][];
            success: boolean;
            time: {
                /** @description Civil days elapsed from creation (Surya Siddhanta) at the start of the Vedic day */
                ahargana: number;
                day_birth: boolean;
                /**
                 * @description Set when the place has no sunrise or sunset that day and 06:00/18:00 apparent time stood
                 * in
                 */
                fallback: string | null;
                /**
                 * @description Equal hour of 60 minutes counted from that sunrise, 1-based: 1-24, and 25 or more when
                 * the Vedic day runs past 24 hours (the next sunrise comes later than this one by the clock, as near
                 * the polar circles or at some zone offsets; the hora lords go on in their order)
                 */
                hora: number;
                hora_lord: components["schemas"]["SevenGrahaName"];
                /** @description Local apparent (true solar) time of birth, hours 0-24 */
                local_apparent_hours: number;
                month_lord: components["schemas"]["SevenGrahaName"];
                /**
                 * @description End of the day or night of birth: local time at the place, ISO 8601 with offset
                 * @example 2025-10-01T06:08:58+05:30
                 */
                segment_end: string;
                /** @description End of the day or night of birth: Julian day (UT) */
                segment_end_jd_ut: number;
                /**
                 * @description Start of the day or night of birth: local time at the place, ISO 8601 with offset
                 * @example 2025-10-01T06:08:58+05:30
                 */
                segment_start: string;
                /** @description Start of the day or night of birth: Julian day (UT) */
                segment_start_jd_ut: number;
                /** @description Hour angle of the Sun, degrees (-180, 180], 0 at apparent noon */
                sun_hour_angle: number;
                /** @description Which third of that day or night */
                tribhaga_part: number;
                /** @description Local civil date on which that Vedic day began, YYYY-MM-DD */
                vedic_date: string;
                /**
                 * @description Sunrise that opened the Vedic day of birth: local time at the place, ISO 8601 with
                 * offset
                 * @example 2025-10-01T06:08:58+05:30
                 */
                vedic_day_sunrise: string;
                /** @description Sunrise that opened the Vedic day of birth: Julian day (UT) */
                vedic_day_sunrise_jd_ut: number;
                weekday_lord: components["schemas"]["SevenGrahaName"];
                year_lord: components["schemas"]["SevenGrahaName"];
            };
            /** @description The unit of the figures */
            unit: string;
            warnings: string[];
            /** @description Planetary wars (graha yuddha) at birth */
            wars: {
                grahas: components["schemas"]["SevenGrahaName"][];
                /** @description Arc between them, degrees */
                separation: number;
                vanquished: components["schemas"]["SevenGrahaName"];
                victor: components["schemas"]["SevenGrahaName"];
                /** @description Yuddha bala moved, virupas */
                virupas: number;
            }[];
        };
        ShodhitaAshtakavarga: {
            /** @description Bindus per sign after ekadhipatya shodhana */
            after_ekadhipatya: number[];
            /** @description Bindus per sign after trikona shodhana */
            after_trikona: number[];
            /**
             * @description A graha (Sun..Saturn) or Ascendant
             * @enum {string}
             */
            of: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Ascendant";
            /** @description Total of the reduced (shodhita) BAV */
            total: number;
            total_after_trikona: number;
        };
        /** @description Apparent geocentric sidereal position of the Sun or the Moon. */
        SiderealBody: {
            /** @description Degrees within the sign, 0-30 */
            degree: number;
            /** @description Sidereal longitude, degrees 0-360 */
            longitude: number;
            nakshatra: components["schemas"]["NakshatraName"];
            pada: number;
            rashi: components["schemas"]["RashiName"];
            sign: components["schemas"]["SignName"];
            /** @description Degrees per day */
            speed: number;
        };
        /**
         * @description Sign in English (names.md).
         * @enum {string}
         */
        SignName:
            | "Aries"
            | "Taurus"
            | "Gemini"
            | "Cancer"
            | "Leo"
            | "Virgo"
            | "Libra"
            | "Scorpio"
            | "Sagittarius"
            | "Capricorn"
            | "Aquarius"
            | "Pisces";
        SmokeCheck: {
            /** @description The error, when ok is false. */
            detail?: string;
            /** @description Time the check took, milliseconds */
            ms: number;
            /** @description What was computed, e.g. "position: sidereal Sun (Lahiri)" */
            name: string;
            ok: boolean;
            result:
                | (
                      | {
                            /** @description Sidereal (Lahiri) longitude of the Sun, degrees 0-360 */
                            longitude: number;
                            /** @description Degrees per day */
                            speed_deg_per_day: number;
                        }
                      | {
                            /** @description The civil date in New Delhi at the moment of the call, YYYY-MM-DD. */
                            date: string;
                            /** @description Why there is no sunrise (with sunrise_utc null). */
                            reason?: string;
                            /** @description ISO 8601 UTC; null when the Sun does not rise that day. */
                            sunrise_utc: string | null;
                            /** @description IANA zone of the place; absent when there is no sunrise. */
                            timezone?: string;
                        }
                      | {
                            /** @description When the tithi ends, ISO 8601 UTC */
                            ends_utc: string;
                            /** @description 0-based tithi index of the lunar month */
                            index: number;
                            /** @enum {string} */
                            paksha: "Shukla" | "Krishna";
                            /** @description Tithi name (names.md), e.g. Navami */
                            tithi: string;
                        }
                  )
                | null;
        };
        /**
         * @description A position, a sunrise and a tithi computed in-process, each with its timing. engine_status is
         * LIVE, or PARTIAL when a check failed.
         */
        SmokeTestResult: {
            /** @description Position, sunrise, tithi. */
            checks: components["schemas"]["SmokeCheck"][];
            conventions: components["schemas"]["Conventions"];
            engine_status: components["schemas"]["EngineStatus"];
            /** @description The moment computed for (the call), ISO 8601 UTC */
            instant_utc: string;
            /** @description Where the sunrise is computed (New Delhi). */
            place: {
                latitude: number;
                longitude: number;
                name: string;
            };
            /** @description Every check passed. */
            success: boolean;
            /** @description Time of all checks, milliseconds */
            total_ms: number;
        };
        SolarEclipse: {
            /**
             * @description Local date of the global maximum, YYYY-MM-DD
             * @example 2026-11-22
             */
            date: string;
            /** @enum {string} */
            kind: "solar";
            /** @example total solar */
            label: string;
            local: components["schemas"]["SolarEclipseLocal"];
            /** @description Some of the eclipse is seen from the place */
            locally_visible: boolean;
            /** @description NASA magnitude at greatest eclipse */
            magnitude: number;
            /**
             * @description Global maximum, local ISO 8601 with offset
             * @example 2025-10-01T06:08:58+05:30
             */
            max_local: string;
            /**
             * @description Global maximum, UTC ISO 8601 with milliseconds
             * @example 2026-08-12T17:45:59.221Z
             */
            max_utc: string;
            nakshatra: components["schemas"]["NakshatraName"];
            pada: number;
            saros: {
                member: number;
                series: number;
            } | null;
            /**
             * @description Eclipsed body (Sun or Moon) at the maximum: apparent sidereal longitude, Lahiri, degrees
             * 0-360
             */
            sidereal_longitude: number;
            sign: components["schemas"]["SignName"];
            /** @description Degrees within the sign */
            sign_degree: number;
            sutak: components["schemas"]["Sutak"];
            /**
             * @description Global type; hybrid is annular-total
             * @enum {string}
             */
            type: "total" | "annular" | "hybrid" | "partial";
        };
        /** @description A solar eclipse as seen from the place. */
        SolarEclipseLocal: {
            /**
             * @description First contact at the place; null when there is none
             * @example 2025-10-01T06:08:58+05:30
             */
            first_contact: string | null;
            /**
             * @description Greatest phase seen: the local maximum, or sunrise or sunset when the maximum is below the
             * horizon; null when there is none
             * @example 2025-10-01T06:08:58+05:30
             */
            greatest_visible: string | null;
            /**
             * @description Last contact at the place; null when there is none
             * @example 2025-10-01T06:08:58+05:30
             */
            last_contact: string | null;
            /** @description Fraction of the Sun's diameter covered at greatest_visible */
            magnitude: number | null;
            /**
             * @description Local maximum; null when there is none
             * @example 2025-10-01T06:08:58+05:30
             */
            maximum: string | null;
            /**
             * @description Why the place sees nothing: outside the Moon's penumbra, or inside it with the Sun below the
             * horizon from first to last contact (then no contacts are given); null when the eclipse is seen
             * @enum {string|null}
             */
            not_seen: "outside_penumbra" | "sun_below_horizon" | null;
            /** @description Fraction of the Sun's disc covered at greatest_visible */
            obscuration: number | null;
            /**
             * @description Second contact (total or annular at the place only); null when there is none
             * @example 2025-10-01T06:08:58+05:30
             */
            second_contact: string | null;
            /** @description True altitude of the Sun's centre at the local maximum, degrees; negative: not seen */
            sun_altitude_at_maximum: number | null;
            /**
             * @description Third contact (total or annular at the place only); null when there is none
             * @example 2025-10-01T06:08:58+05:30
             */
            third_contact: string | null;
            /**
             * @description The eclipse seen at the place; null when it is not seen there (not_seen says why)
             * @enum {string|null}
             */
            type: "total" | "annular" | "partial" | null;
            visible: components["schemas"]["EclipseVisibleSpan"] | null;
        };
        /**
         * @description Stri jataka rule by rule: computed placement, attributed classical rule (cited) and editorial
         * reading for each; declined rules in omitted_by_policy.
         */
        StriJatakaResult: {
            conventions: components["schemas"]["Conventions"];
            engine_status: components["schemas"]["EngineStatus"];
            findings: components["schemas"]["ReadingFinding"][];
            labels?: components["schemas"]["Labels"];
            /** @description How the result was computed: conventions, groupings and what is declined, in words. */
            method: string;
            /**
             * @description Rules declined by policy and never computed (judgements of character, chastity or widowhood;
             * a child's sex).
             */
            omitted_by_policy: components["schemas"]["ReadingOmittedRule"][];
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            success: boolean;
        };
        /** @description Sutak (grahana vedha) for this eclipse at the place. */
        Sutak: {
            /** @description Sutak is kept at this place (the eclipse is seen there and is not penumbral) */
            applies: boolean;
            /**
             * @description The contact the praharas are counted back from
             * @enum {string}
             */
            counted_from: "first_contact" | "first_umbral_contact";
            /**
             * @description End of sutak; null when it does not apply
             * @example 2025-10-01T06:08:58+05:30
             */
            end: string | null;
            /**
             * @description The contact the sutak ends with
             * @enum {string}
             */
            ends_with: "last_contact" | "last_umbral_contact";
            /** @description A prahara taken as 3 hours */
            hours: number;
            /** @description 4 before a solar eclipse, 3 before a lunar one */
            praharas: number;
            /**
             * @description Why it applies or not
             * @enum {string}
             */
            reason: "visible" | "not_visible" | "penumbral";
            /**
             * @description Start of sutak; null when it does not apply
             * @example 2025-10-01T06:08:58+05:30
             */
            start: string | null;
        };
        /** @description How long sutak runs before an eclipse of one kind. */
        SutakCount: {
            /**
             * @description The contact the praharas are counted back from
             * @enum {string}
             */
            counted_from: "first_contact" | "first_umbral_contact";
            /**
             * @description The contact the sutak ends with
             * @enum {string}
             */
            ends_with: "last_contact" | "last_umbral_contact";
            /** @description A prahara taken as 3 hours */
            hours: number;
            /** @description 4 before a solar eclipse, 3 before a lunar one */
            praharas: number;
        };
        /** @description A period of the Ashtottari, Kalachakra or Narayana dasha, with its sub-periods. */
        SystemDashaPeriod: {
            /** @description The next level down (absent at the deepest level given) */
            children?: components["schemas"]["SystemDashaPeriod"][];
            /**
             * @description End: local time at the birth place, ISO 8601 with its UTC offset
             * @example 2025-10-01T06:08:58+05:30
             */
            end: string;
            level: components["schemas"]["DashaLevel"];
            /** @description A graha (Ashtottari) or a sign (Kalachakra, Narayana) */
            lord: components["schemas"]["GrahaName"] | components["schemas"]["SignName"];
            /**
             * @description Start: local time at the birth place, ISO 8601 with its UTC offset
             * @example 2025-10-01T06:08:58+05:30
             */
            start: string;
            /** @description Length in dasha years */
            years: number;
        };
        /**
         * @description Tara of each nakshatra interval from the birth star (nine names and qualities) and chandrabala
         * of each Moon-sign interval.
         */
        TarabalaResult: {
            birth: {
                nakshatra: components["schemas"]["NakshatraName"];
                rashi: components["schemas"]["SignName"] | null;
                /** @enum {string} */
                source: "birth_data" | "birth_nakshatra";
            };
            chandrabala: {
                /**
                 * @description Local time with its UTC offset, ISO 8601
                 * @example 2025-10-01T06:08:58+05:30
                 */
                end: string;
                holds: boolean;
                house: number;
                moon_sign: components["schemas"]["SignName"];
                /** @enum {string} */
                paksha: "Shukla" | "Krishna";
                /** @enum {string} */
                quality: "good" | "good_in_shukla" | "bad";
                /**
                 * @description Local time with its UTC offset, ISO 8601
                 * @example 2025-10-01T06:08:58+05:30
                 */
                start: string;
            }[];
            conventions: components["schemas"]["Conventions"];
            engine_status: components["schemas"]["EngineStatus"];
            from: string;
            labels?: components["schemas"]["Labels"];
            /** @description What was not computed and why (PARTIAL) */
            missing: string[];
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            success: boolean;
            tarabala: {
                /**
                 * @description Local time with its UTC offset, ISO 8601
                 * @example 2025-10-01T06:08:58+05:30
                 */
                end: string;
                nakshatra: components["schemas"]["NakshatraName"];
                /**
                 * @description Local time with its UTC offset, ISO 8601
                 * @example 2025-10-01T06:08:58+05:30
                 */
                start: string;
                tara: {
                    count: number;
                    meaning: string;
                    name: string;
                    number: number;
                    /** @enum {string} */
                    quality: "good" | "bad" | "mixed";
                };
            }[];
            to: string;
            warnings: string[];
        };
        /**
         * @description What kind of authority the cited work is; service = the service's own design, not tradition.
         * @enum {string}
         */
        Tier: "classical" | "modern" | "statute" | "practice" | "service";
        /**
         * @description An antardasha of a significator cut to the stretch in which Jupiter (and Saturn, for a double
         * transit) occupies or aspects an area house.
         */
        TimingWindow: {
            antardasha: {
                /**
                 * @description Local time with its UTC offset, ISO 8601
                 * @example 2025-10-01T06:08:58+05:30
                 */
                end: string;
                lord: components["schemas"]["GrahaName"];
                /**
                 * @description Local time with its UTC offset, ISO 8601
                 * @example 2025-10-01T06:08:58+05:30
                 */
                start: string;
            };
            /** @description Why the dasha lords signify the area */
            because: string[];
            /**
             * @description Local time with its UTC offset, ISO 8601
             * @example 2025-10-01T06:08:58+05:30
             */
            end: string;
            jupiter: {
                /**
                 * @description End of the stay (or of the horizon)
                 * @example 2025-10-01T06:08:58+05:30
                 */
                end: string;
                /** @description Houses from the lagna it occupies or aspects */
                houses: number[];
                sign: components["schemas"]["SignName"];
                /**
                 * @description Start of the stay (or of the horizon)
                 * @example 2025-10-01T06:08:58+05:30
                 */
                start: string;
            };
            /** @enum {string} */
            kind: "dasha_and_double_transit" | "dasha_and_jupiter";
            mahadasha: {
                /**
                 * @description Local time with its UTC offset, ISO 8601
                 * @example 2025-10-01T06:08:58+05:30
                 */
                end: string;
                lord: components["schemas"]["GrahaName"];
                /**
                 * @description Local time with its UTC offset, ISO 8601
                 * @example 2025-10-01T06:08:58+05:30
                 */
                start: string;
            };
            saturn: {
                /**
                 * @description End of the stay (or of the horizon)
                 * @example 2025-10-01T06:08:58+05:30
                 */
                end: string;
                /** @description Houses from the lagna it occupies or aspects */
                houses: number[];
                sign: components["schemas"]["SignName"];
                /**
                 * @description Start of the stay (or of the horizon)
                 * @example 2025-10-01T06:08:58+05:30
                 */
                start: string;
            };
            /**
             * @description Local time with its UTC offset, ISO 8601
             * @example 2025-10-01T06:08:58+05:30
             */
            start: string;
        };
        /**
         * @description Tithi name alone (names.md): Pratipada .. Chaturdashi, Purnima, Amavasya.
         * @enum {string}
         */
        TithiName:
            | "Pratipada"
            | "Dwitiya"
            | "Tritiya"
            | "Chaturthi"
            | "Panchami"
            | "Shashthi"
            | "Saptami"
            | "Ashtami"
            | "Navami"
            | "Dashami"
            | "Ekadashi"
            | "Dwadashi"
            | "Trayodashi"
            | "Chaturdashi"
            | "Purnima"
            | "Amavasya";
        TithiValue: {
            /** @description 0-29: Shukla Pratipada (0) .. Purnima (14), Krishna Pratipada (15) .. Amavasya (29) */
            index: number;
            name: components["schemas"]["TithiName"];
            /** @description 1-15 within the paksha */
            number: number;
            paksha: components["schemas"]["Paksha"];
        };
        /**
         * @description Direction-aware travel muhurta: disha shool, nakshatra shool, the Moon's direction, the yatra
         * doshas, an advisory remedy and the day's panchanga strip.
         */
        TravelMuhurtaResult: {
            benefits: components["schemas"]["MuhurtaRule"][];
            conventions: components["schemas"]["Conventions"];
            /** @enum {string} */
            direction: "North" | "East" | "South" | "West";
            disha_shool: {
                applies: boolean;
                /** @enum {string} */
                direction: "North" | "East" | "South" | "West";
                /** @description Citations behind the result; each says verified or pending. */
                prove_refs: components["schemas"]["ProveRef"][];
            };
            engine_status: components["schemas"]["EngineStatus"];
            /** @description The day's yatra windows (direction checks are per day, not per window) */
            good_windows: components["schemas"]["MuhurtaWindow"][];
            labels?: components["schemas"]["Labels"];
            /**
             * @description Local time with its UTC offset, ISO 8601
             * @example 2025-10-01T06:08:58+05:30
             */
            moment: string;
            moon_direction: {
                /** @enum {string} */
                direction: "North" | "East" | "South" | "West";
                favourable: boolean;
                /** @description Citations behind the result; each says verified or pending. */
                prove_refs: components["schemas"]["ProveRef"][];
                /** @enum {string} */
                relation: "ahead" | "right" | "behind" | "left";
                sign: components["schemas"]["SignName"];
            };
            nakshatra_shool: {
                applies: boolean;
                nakshatra: string;
                /** @description Citations behind the result; each says verified or pending. */
                prove_refs: components["schemas"]["ProveRef"][];
            };
            /** @description The limbs over the Vedic day, one row per change */
            panchanga_strip: {
                /**
                 * @description Local time with its UTC offset, ISO 8601
                 * @example 2025-10-01T06:08:58+05:30
                 */
                end: string;
                karana: string;
                moon_sign: components["schemas"]["SignName"];
                nakshatra: components["schemas"]["NakshatraName"];
                /** @enum {string} */
                paksha: "Shukla" | "Krishna";
                /**
                 * @description Local time with its UTC offset, ISO 8601
                 * @example 2025-10-01T06:08:58+05:30
                 */
                start: string;
                tithi: string;
                yoga: string;
            }[];
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            remedy: {
                /** @enum {boolean} */
                advisory: true;
                /** @description Citations behind the result; each says verified or pending. */
                prove_refs: components["schemas"]["ProveRef"][];
                text: string;
            } | null;
            success: boolean;
            time_used: string;
            /**
             * @description Service summary: avoid when a shool applies or a yatra rule blocks, caution when the Moon is
             * behind or to the left or a rule cautions
             * @enum {string}
             */
            verdict: "favourable" | "caution" | "avoid";
            warnings: string[];
            weekday: string;
            /** @description The yatra rules that block or caution at this moment */
            yatra_doshas: components["schemas"]["MuhurtaRule"][];
        };
        /** ValidationError */
        ValidationError: {
            /** @description Where: body, query, path or header, then the field path. */
            loc: (string | number)[];
            msg: string;
            /** @description Machine-readable kind, e.g. missing, float_type, greater_than_equal. */
            type: string;
        };
        VargaChart: {
            /** @example D9 */
            code: string;
            lagna: {
                margin_arcsec: number;
                part: number;
                sign: components["schemas"]["SignName"];
                sign_index: number;
            };
            /** @description Graha -> its place in this varga */
            planets: {
                Jupiter: components["schemas"]["VargaPlacement"];
                Ketu: components["schemas"]["VargaPlacement"];
                Mars: components["schemas"]["VargaPlacement"];
                Mercury: components["schemas"]["VargaPlacement"];
                Moon: components["schemas"]["VargaPlacement"];
                Rahu: components["schemas"]["VargaPlacement"];
                Saturn: components["schemas"]["VargaPlacement"];
                Sun: components["schemas"]["VargaPlacement"];
                Venus: components["schemas"]["VargaPlacement"];
            };
        };
        VargaPlacement: {
            dignity: components["schemas"]["Dignity"];
            house: number;
            /** @description Arc-seconds to the nearest edge of that part */
            margin_arcsec: number;
            /** @description Which part of the D1 sign (1-based) */
            part: number;
            sign: components["schemas"]["SignName"];
            sign_index: number;
            vargottama: boolean;
        };
        /**
         * @description Tajika annual chart: solar return, varsha lagna, muntha, office-bearers and varshesha,
         * pancha-vargeeya bala, Tajika aspects and yogas, sahams, mudda dasha. PARTIAL: `missing` names what is not
         * computed.
         */
        VarshaphalResult: {
            /** @description Completed years at the return: year - birth year */
            age: number;
            /** @description The annual chart at the return, at the birth place */
            annual_chart: {
                lagna: components["schemas"]["Lagna"];
                /** @description Graha name -> placement */
                planets: {
                    Jupiter: components["schemas"]["PlacedGraha"];
                    Ketu: components["schemas"]["PlacedGraha"];
                    Mars: components["schemas"]["PlacedGraha"];
                    Mercury: components["schemas"]["PlacedGraha"];
                    Moon: components["schemas"]["PlacedGraha"];
                    Rahu: components["schemas"]["PlacedGraha"];
                    Saturn: components["schemas"]["PlacedGraha"];
                    Sun: components["schemas"]["PlacedGraha"];
                    Venus: components["schemas"]["PlacedGraha"];
                };
            };
            /** @description Pairs of the seven in mutual Tajika aspect */
            aspects: {
                /** @description Degrees between their positions within their signs */
                degree_gap: number;
                grahas: components["schemas"]["SevenGrahaName"][];
                /** @enum {string} */
                kind: "open_friendly" | "hidden_friendly" | "open_inimical" | "hidden_inimical";
                /** @description Mean of the two deeptamsas, degrees */
                orb: number;
                within_orb: boolean;
            }[];
            conventions: components["schemas"]["Conventions"];
            /**
             * @description How day was told: the last sunrise or sunset before the return, or the Sun never setting or
             * rising that day
             * @enum {string}
             */
            day_night_basis: "sunrise_sunset" | "polar_day" | "polar_night";
            /** @description Graha (Sun..Saturn) -> deeptamsa (orb), degrees */
            deeptamsa: {
                Jupiter: number;
                Mars: number;
                Mercury: number;
                Moon: number;
                Saturn: number;
                Sun: number;
                Venus: number;
            };
            engine_status: components["schemas"]["EngineStatus"];
            /** @description The annual chart is cast by day (Sun above the horizon) */
            is_day: boolean;
            labels?: components["schemas"]["Labels"];
            method: string;
            /**
             * @description What is not computed and why (the Tajika yogas the sources leave open): the reason for
             * PARTIAL
             */
            missing: string[];
            mudda_dasha: {
                /** @description Part of the first period already run at the return */
                elapsed_fraction: number;
                /** @description The nine periods from the one running at the return */
                periods: {
                    antardashas: {
                        /**
                         * @description End of the period: local time at the place, ISO 8601 with offset
                         * @example 2025-10-01T06:08:58+05:30
                         */
                        end: string;
                        /** @description End of the period: Julian day (UT) */
                        end_jd_ut: number;
                        /** @enum {string} */
                        level: "Mahadasha" | "Antardasha" | "Pratyantar" | "Sukshma" | "Prana";
                        lord: components["schemas"]["GrahaName"];
                        /**
                         * @description Start of the period: local time at the place, ISO 8601 with offset
                         * @example 2025-10-01T06:08:58+05:30
                         */
                        start: string;
                        /** @description Start of the period: Julian day (UT) */
                        start_jd_ut: number;
                        /** @description Length on the Vimshottari scale, where 120 years make the whole Tajika year */
                        years: number;
                    }[];
                    /**
                     * @description End of the period: local time at the place, ISO 8601 with offset
                     * @example 2025-10-01T06:08:58+05:30
                     */
                    end: string;
                    /** @description End of the period: Julian day (UT) */
                    end_jd_ut: number;
                    /** @enum {string} */
                    level: "Mahadasha" | "Antardasha" | "Pratyantar" | "Sukshma" | "Prana";
                    lord: components["schemas"]["GrahaName"];
                    /**
                     * @description Start of the period: local time at the place, ISO 8601 with offset
                     * @example 2025-10-01T06:08:58+05:30
                     */
                    start: string;
                    /** @description Start of the period: Julian day (UT) */
                    start_jd_ut: number;
                    /** @description Days of this period in the 360-day table */
                    table_days: number;
                    /** @description Length on the Vimshottari scale, where 120 years make the whole Tajika year */
                    years: number;
                }[];
                start_lord: components["schemas"]["GrahaName"];
                /** @description Length of this Tajika year, days (return to next return) */
                year_days: number;
            };
            muntha: {
                /** @description House from the varsha lagna */
                house: number;
                lord: components["schemas"]["SevenGrahaName"];
                sign: components["schemas"]["SignName"];
                /** @description 0 = Aries */
                sign_index: number;
            };
            office_bearers: {
                candidates: {
                    aspects_lagna: boolean;
                    graha: components["schemas"]["SevenGrahaName"];
                    /** @description House from the varsha lagna */
                    house: number;
                    /** @description Offices held (keys of holders) */
                    offices: (
                        "janma_lagna_lord" | "varsha_lagna_lord" | "muntha_lord" | "tri_rashi_lord" | "dina_ratri_lord"
                    )[];
                    /** @description Pancha-vargeeya bala total, 0-20 */
                    pancha_vargeeya_bala: number;
                }[];
                /** @description Office -> the graha holding it */
                holders: {
                    dina_ratri_lord: components["schemas"]["SevenGrahaName"];
                    janma_lagna_lord: components["schemas"]["SevenGrahaName"];
                    muntha_lord: components["schemas"]["SevenGrahaName"];
                    tri_rashi_lord: components["schemas"]["SevenGrahaName"];
                    varsha_lagna_lord: components["schemas"]["SevenGrahaName"];
                };
                /** @description Lord of the year */
                varshesha: {
                    graha: components["schemas"]["SevenGrahaName"];
                    reason: string;
                    /** @enum {string} */
                    selection:
                        | "only_aspecting_candidate"
                        | "strongest_aspecting_candidate"
                        | "muntha_lord_none_aspecting"
                        | "muntha_lord_all_weak";
                };
            };
            /** @description Graha (Sun..Saturn) -> pancha-vargeeya bala of the annual chart, part by part */
            pancha_vargeeya_bala: {
                Jupiter: components["schemas"]["PanchaVargeeyaBala"];
                Mars: components["schemas"]["PanchaVargeeyaBala"];
                Mercury: components["schemas"]["PanchaVargeeyaBala"];
                Moon: components["schemas"]["PanchaVargeeyaBala"];
                Saturn: components["schemas"]["PanchaVargeeyaBala"];
                Sun: components["schemas"]["PanchaVargeeyaBala"];
                Venus: components["schemas"]["PanchaVargeeyaBala"];
            };
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            sahams: {
                /** @description C was not between B and A, so 30 degrees were added */
                added30: boolean;
                /** @description Degrees within the sign */
                degree: number;
                /** @example Moon - Sun + Lagna */
                formula: string;
                /** @description Sidereal longitude, degrees 0-360 */
                longitude: number;
                meaning: string;
                /** @description One of the 36 sahams (Punya, Vidya, Yasas, ...) */
                name: string;
                sign: components["schemas"]["SignName"];
                /** @description 0 = Aries */
                sign_index: number;
            }[];
            simplifications: string[];
            solar_return: {
                /**
                 * @description The return, local time at the birth place: local time at the place, ISO 8601 with offset
                 * @example 2025-10-01T06:08:58+05:30
                 */
                at: string;
                /** @description The return: Julian day (UT) */
                jd_ut: number;
                /**
                 * @description The return as the clock of the birth zone reads it: local time at the place, ISO 8601
                 * with offset
                 * @example 2025-10-01T06:08:58+05:30
                 */
                local_iso: string;
                /** @description Natal sidereal Sun, degrees 0-360 */
                natal_sun_longitude: number;
                /**
                 * @description The next return (end of this Tajika year): local time at the place, ISO 8601 with offset
                 * @example 2025-10-01T06:08:58+05:30
                 */
                next_return: string;
                /** @description The next return: Julian day (UT) */
                next_return_jd_ut: number;
                /** @description The return, UTC, ISO 8601 with milliseconds */
                utc_iso: string;
            };
            success: boolean;
            varsha_lagna: {
                /** @description Degrees within the sign */
                degree: number;
                lord: components["schemas"]["SevenGrahaName"];
                sign: components["schemas"]["SignName"];
                /** @description 0 = Aries */
                sign_index: number;
            };
            warnings: string[];
            /** @description Calendar year of the solar return */
            year: number;
            yogas: {
                /** @description The facts that made it, in words */
                detail: string;
                /**
                 * @description The grahas the yoga joins (a pair: the faster first); empty for the whole-chart yogas
                 */
                grahas: components["schemas"]["SevenGrahaName"][];
                /** @enum {string} */
                name:
                    | "Ikkavala"
                    | "Induvara"
                    | "Ithasala"
                    | "Ishrafa"
                    | "Nakta"
                    | "Yamaya"
                    | "Manau"
                    | "Kamboola"
                    | "Gairi-Kamboola"
                    | "Khallasara"
                    | "Radda"
                    | "Duhphali-Kuttha"
                    | "Dutthottha-Davira"
                    | "Tambira"
                    | "Kuttha"
                    | "Durapha";
                via: components["schemas"]["SevenGrahaName"] | null;
            }[];
            yogas_not_computed: (
                | "Ikkavala"
                | "Induvara"
                | "Ithasala"
                | "Ishrafa"
                | "Nakta"
                | "Yamaya"
                | "Manau"
                | "Kamboola"
                | "Gairi-Kamboola"
                | "Khallasara"
                | "Radda"
                | "Duhphali-Kuttha"
                | "Dutthottha-Davira"
                | "Tambira"
                | "Kuttha"
                | "Durapha"
            )[];
        };
        /** @description Deleted. */
        VaultChartDeleteResult: {
            /** @description Id of the deleted chart */
            chart_id: string;
            success: boolean;
        };
        /** @description One saved chart of the account. */
        VaultChartResult: {
            chart: components["schemas"]["SavedChart"];
            success: boolean;
        };
        /** @description Saved (201). */
        VaultChartSaveResult: {
            chart: components["schemas"]["SavedChart"];
            /** @description Id of the new chart (a UUID) */
            chart_id: string;
            success: boolean;
        };
        /** @description The saved charts of the account. */
        VaultChartsResult: {
            /** @description Newest first. */
            charts: components["schemas"]["SavedChart"][];
            success: boolean;
        };
        VimshottariMahadasha: {
            /** @description Antardashas (absent with depth 1) */
            children?: components["schemas"]["VimshottariSubPeriod"][];
            /**
             * @description End: local time at the birth place, ISO 8601 with its UTC offset
             * @example 2025-10-01T06:08:58+05:30
             */
            end: string;
            /** @enum {string} */
            level: "Mahadasha";
            planet: components["schemas"]["GrahaName"];
            /**
             * @description Start: local time at the birth place, ISO 8601 with its UTC offset
             * @example 2025-10-01T06:08:58+05:30
             */
            start: string;
            /** @description Full length of the mahadasha in dasha years (the first one began before birth) */
            years: number;
        };
        /**
         * @description A Vimshottari sub-period (Antardasha and below); its level is its depth in the tree (see
         * `levels`).
         */
        VimshottariSubPeriod: {
            /** @description The next level down (absent at the deepest level asked) */
            children?: components["schemas"]["VimshottariSubPeriod"][];
            /**
             * @description End: local time at the birth place, ISO 8601 with its UTC offset
             * @example 2025-10-01T06:08:58+05:30
             */
            end: string;
            planet: components["schemas"]["GrahaName"];
            /**
             * @description Start: local time at the birth place, ISO 8601 with its UTC offset
             * @example 2025-10-01T06:08:58+05:30
             */
            start: string;
        };
        /** @description One tradition's fast day, why, and its parana. */
        VrataObservance: {
            /**
             * @description Civil date whose sunrise opens the fast day
             * @example 2026-11-22
             */
            date: string;
            parana: components["schemas"]["ParanaWindow"];
            /**
             * @description Local time with its UTC offset, ISO 8601
             * @example 2025-10-01T06:08:58+05:30
             */
            sunrise: string;
            tithi_at_sunrise: components["schemas"]["TithiName"];
            tradition: components["schemas"]["VrataTradition"];
            /** @description The step-by-step predicate trace that chose the date */
            why_this_date: {
                /** @description The computed fact the rule was applied to */
                fact: string;
                outcome: string;
                /**
                 * @description Rule id
                 * @enum {string}
                 */
                rule:
                    | "smarta_sunrise"
                    | "vaishnava_arunodaya"
                    | "kshaya_ekadashi"
                    | "unmilani"
                    | "vyanjuli"
                    | "trisprisha"
                    | "parana";
                /** @description The rule as stated in the table */
                statement: string;
            }[];
        };
        /** @description A tithi with its local start and end. */
        VrataTithi: {
            /**
             * @description Local time with its UTC offset, ISO 8601
             * @example 2025-10-01T06:08:58+05:30
             */
            end: string;
            index: number;
            name: components["schemas"]["TithiName"];
            /**
             * @description Local time with its UTC offset, ISO 8601
             * @example 2025-10-01T06:08:58+05:30
             */
            start: string;
        };
        /** @enum {string} */
        VrataTradition: "smarta" | "vaishnava";
        /**
         * @description Weekday in English (names.md).
         * @enum {string}
         */
        WeekdayName: "Sunday" | "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday";
        /**
         * @description A yoga found in the chart (present or cancelled), with its strength band and the facts that
         * formed it.
         */
        YogaFinding: {
            /** @description Each reason the yoga is cancelled; null when present */
            cancellation: string[] | null;
            /** @description The chart facts that made the yoga */
            facts: {
                /** @description The condition met, in a sentence */
                detail: string;
                grahas: components["schemas"]["GrahaName"][];
                /** @description Houses from the lagna */
                houses: number[];
                signs: components["schemas"]["SignName"][];
            };
            /** @enum {string} */
            family:
                | "pancha_mahapurusha"
                | "chandra"
                | "surya"
                | "raja"
                | "dhana"
                | "viparita"
                | "parivartana"
                | "neecha_bhanga"
                | "nabhasa"
                | "arishta"
                | "daridra"
                | "various";
            famous: boolean;
            id: string;
            name: string;
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            /** @enum {string} */
            status: "present" | "cancelled";
            /**
             * @description Band of the participating grahas, whatever the status
             * @enum {string}
             */
            strength: "strong" | "moderate" | "weak";
            /** @description The grahas whose condition the band was read from */
            strength_from: components["schemas"]["GrahaName"][];
            /**
             * @description The band, or cancelled when the yoga is cancelled
             * @enum {string}
             */
            strength_label: "strong" | "moderate" | "weak" | "cancelled";
        };
        /**
         * @description Classical yogas in the chart with summary counts; PARTIAL until the families named in `missing`
         * are checked.
         */
        YogasResult: {
            /** @description Rules in the catalogue */
            catalogue_size: number;
            conventions: components["schemas"]["Conventions"];
            engine_status: components["schemas"]["EngineStatus"];
            labels?: components["schemas"]["Labels"];
            method: string;
            /** @description What the result lacks, each with the reason (present when engine_status is PARTIAL) */
            missing: string[];
            /** @description Citations behind the result; each says verified or pending. */
            prove_refs: components["schemas"]["ProveRef"][];
            success: boolean;
            yogas: {
                /** @description The yogas found, present or cancelled */
                active: components["schemas"]["YogaFinding"][];
                /** @description Rules evaluated */
                checked: number;
                /** @description Rules not evaluated for want of context (e.g. Mahabhagya without the native's sex) */
                not_evaluated: {
                    id: string;
                    name: string;
                    reason: string;
                }[];
                /** @description Counts of the active yogas by strength_label */
                summary: {
                    cancelled: number;
                    moderate: number;
                    strong: number;
                    weak: number;
                };
            };
        };
        /**
         * @description One of the eight yoginis
         * @enum {string}
         */
        YoginiName: "Mangala" | "Pingala" | "Dhanya" | "Bhramari" | "Bhadrika" | "Ulka" | "Siddha" | "Sankata";
    };
    responses: {
        /**
         * @description Other client error (malformed JSON 400, body too large 413, unsupported media type 415, ...):
         * detail says what.
         */
        ClientError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorDetail"];
            };
        };
        /**
         * @description The database is unreachable right now (restarting, lost, or not reached since start); nothing
         * was written. Retry-After says when to try again. Readings that need no database keep working.
         */
        DatabaseUnavailable: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorDetail"];
            };
        };
        /**
         * @description Invalid input: each item names where (loc), what is wrong (msg) and its kind (type). Nothing was
         * computed or written.
         */
        InvalidInput: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["HTTPValidationError"];
            };
        };
        /**
         * @description Rate limit exceeded for this window (keyless: per client address; with X-API-Key: per key, 4x
         * the budget; heavy routes have their own, smaller budget; the e-mail code routes also throttle sends per
         * address). Retry-After says when to retry; RateLimit and RateLimit-Policy give the budget.
         */
        RateLimited: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorDetail"];
            };
        };
        /** @description Server error: detail names the failure, never a stack trace. */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorDetail"];
            };
        };
        /** @description Unknown X-API-Key: send a registered key (POST /api/v2/keys/register) or none. */
        UnknownApiKey: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorDetail"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /**
         * @description Remaining budget and seconds to the reset (IETF draft-ietf-httpapi-ratelimit-headers), e.g.
         * "default";r=0;t=42. Sent on every counted answer.
         */
        RateLimit: string;
        /**
         * @description The budget: policy name (default or heavy), quota per window and window in seconds, e.g.
         * "default";q=120;w=60. Sent on every counted answer.
         */
        RateLimitPolicy: string;
        /**
         * @description Seconds to wait before retrying: until the rate window resets (429), or until the database is
         * likely back (503).
         */
        RetryAfter: number;
        /** @description Bearer: the route needs a session token. */
        WWWAuthenticate: "Bearer";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    panchangaPage: {
        parameters: {
            query?: {
                date?: string;
                lang?: string;
                lat?: string;
                /** @description Alias of `lat`; give one of the two. */
                latitude?: string;
                lon?: string;
                /** @description Alias of `lon`; give one of the two. */
                longitude?: string;
                name?: string;
                place?: string;
                style?: string;
                time?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description An HTML page (server-rendered; works without JavaScript). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    accuracyPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description An HTML page (server-rendered; works without JavaScript). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            401: components["responses"]["UnknownApiKey"];
            429: components["responses"]["RateLimited"];
        };
    };
    catalog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Every visible route, grouped by category in the interface's order; generated from the
             * registered routes.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            429: components["responses"]["RateLimited"];
        };
    };
    choghadiya: {
        parameters: {
            query: {
                /**
                 * @description YYYY-MM-DD
                 * @example 1990-11-20
                 */
                date: string;
                /**
                 * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit, IAST).
                 * Existing name fields never change.
                 */
                lang?: "en" | "hi" | "sa";
                /**
                 * @description Degrees, decimal; north positive.
                 * @example 28.6139
                 */
                lat?: number;
                /**
                 * @description Alias of `lat`; give one of the two.
                 * @example 28.6139
                 */
                latitude?: number;
                /**
                 * @description Degrees, decimal; east positive.
                 * @example 77.209
                 */
                lon?: number;
                /**
                 * @description Alias of `lon`; give one of the two.
                 * @example 77.209
                 */
                longitude?: number;
                /**
                 * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu: disc
                 * centre without refraction (Jagannatha Hora).
                 */
                sunrise_rule?: "upper_limb" | "hindu";
                /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                timezone?: string;
                /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                utc_offset?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Choghadiya: 8 day and 8 night periods rotated by weekday, from the actual sunrise, sunset
             * and next sunrise.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChoghadiyaResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    cities: {
        parameters: {
            query: {
                /** @description Place name or its beginning; accents and case ignored; old names (Bombay) found. */
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description Matches from the local list, Indian places first; empty when none. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CitiesResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    dashaCurrent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Example",
                 *       "date": "1990-11-20",
                 *       "time": "16:00",
                 *       "latitude": 26.85,
                 *       "longitude": 80.95
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date
                     * @description Date (YYYY-MM-DD, noon at the birth place) to read the running periods at; default
                     * now.
                     * @example 1990-11-20
                     */
                    as_of?: string;
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /** @description Days in a dasha year; default 365.25. */
                    dasha_year_days?: 360 | 365.2425 | 365.25 | 365.256363;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date: string;
                    /**
                     * @description Male or Female
                     * @enum {string}
                     */
                    gender?: "Male" | "Female" | "male" | "female";
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    name?: string;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description The Vimshottari periods running at a date, each with its end date ("15 Mar 2031") and local
             * ISO start and end, and the balance at birth.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashaCurrentResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    dashaMeanings: {
        parameters: {
            query?: {
                /**
                 * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit, IAST).
                 * Existing name fields never change.
                 */
                lang?: "en" | "hi" | "sa";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description The Vimshottari lords in order with their years, nakshatras and fixed karakatva (static;
             * PARTIAL: the effects texts are not bundled).
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashaMeaningsResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    dashaTree: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Example",
                 *       "date": "1990-11-20",
                 *       "time": "16:00",
                 *       "latitude": 26.85,
                 *       "longitude": 80.95
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /** @description Days in a dasha year; default 365.25. */
                    dasha_year_days?: 360 | 365.2425 | 365.25 | 365.256363;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date: string;
                    /**
                     * @description Levels, default 2 (Mahadasha and Antardasha: about 10 KB for Vimshottari, under 50
                     * KB for every system). 1 Mahadasha, 2 Antardasha, 3 Pratyantar (Vimshottari about 75 KB), 4
                     * Sukshma (about 670 KB), 5 Prana (Vimshottari only, for one `maha`). Each level multiplies the
                     * answer about eightfold; Narayana stops at two.
                     * @default 2
                     */
                    depth?: number;
                    /**
                     * @description Male or Female
                     * @enum {string}
                     */
                    gender?: "Male" | "Female" | "male" | "female";
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    /** @description Only this mahadasha (required for depth 5; Vimshottari only). */
                    maha?: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
                    name?: string;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description vimshottari (default), ashtottari (with its applicability), kalachakra, or narayana
                     * (two levels at most).
                     */
                    system?: "vimshottari" | "ashtottari" | "kalachakra" | "narayana";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description The dasha tree from birth: Vimshottari (default; `levels` lists the level names) or the
             * system asked (`levels` is a count; periods name their `lord` and `level`).
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashaTreeResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    dashaYogini: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Example",
                 *       "date": "1990-11-20",
                 *       "time": "16:00",
                 *       "latitude": 26.85,
                 *       "longitude": 80.95
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /** @description Days in a dasha year; default 365.25. */
                    dasha_year_days?: 360 | 365.2425 | 365.25 | 365.256363;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date: string;
                    /**
                     * @description Male or Female
                     * @enum {string}
                     */
                    gender?: "Male" | "Female" | "male" | "female";
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    name?: string;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description The Yogini dasha over three 36-year cycles from birth, with antardashas. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashaYoginiResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    divisionalCharts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Example",
                 *       "date": "1990-11-20",
                 *       "time": "16:00",
                 *       "latitude": 26.85,
                 *       "longitude": 80.95,
                 *       "lang": "hi"
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /** @description Days in a dasha year; default 365.25. */
                    dasha_year_days?: 360 | 365.2425 | 365.25 | 365.256363;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date: string;
                    /**
                     * @description Male or Female
                     * @enum {string}
                     */
                    gender?: "Male" | "Female" | "male" | "female";
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    name?: string;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description The sixteen shodasavargas, each with the varga lagna and every graha's varga sign, house,
             * part and margin.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DivisionalChartsResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    divisionalChart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description D1 D2 D3 D4 D7 D9 D10 D12 D16 D20 D24 D27 D30 D40 D45 D60, or the varga name. */
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Example",
                 *       "date": "1990-11-20",
                 *       "time": "16:00",
                 *       "latitude": 26.85,
                 *       "longitude": 80.95,
                 *       "lang": "hi"
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /** @description Days in a dasha year; default 365.25. */
                    dasha_year_days?: 360 | 365.2425 | 365.25 | 365.256363;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date: string;
                    /**
                     * @description Male or Female
                     * @enum {string}
                     */
                    gender?: "Male" | "Female" | "male" | "female";
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    name?: string;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description One varga chart (by code or name): the varga lagna and every graha's varga sign, house from
             * the varga lagna, part and margin.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DivisionalChartResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            /** @description Per-component health; always 200, a failing component is named in the body. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResult"];
                };
            };
        };
    };
    hora: {
        parameters: {
            query: {
                /**
                 * @description YYYY-MM-DD
                 * @example 1990-11-20
                 */
                date: string;
                /**
                 * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit, IAST).
                 * Existing name fields never change.
                 */
                lang?: "en" | "hi" | "sa";
                /**
                 * @description Degrees, decimal; north positive.
                 * @example 28.6139
                 */
                lat?: number;
                /**
                 * @description Alias of `lat`; give one of the two.
                 * @example 28.6139
                 */
                latitude?: number;
                /**
                 * @description Degrees, decimal; east positive.
                 * @example 77.209
                 */
                lon?: number;
                /**
                 * @description Alias of `lon`; give one of the two.
                 * @example 77.209
                 */
                longitude?: number;
                /**
                 * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu: disc
                 * centre without refraction (Jagannatha Hora).
                 */
                sunrise_rule?: "upper_limb" | "hindu";
                /**
                 * @description HH:MM (24-hour), seconds optional
                 * @example 14:30
                 */
                time?: string;
                /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                timezone?: string;
                /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                utc_offset?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Hora: the day lord and 24 planetary hours (12 by day, 12 by night), the current one flagged.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HoraResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    horoscope: {
        parameters: {
            query: {
                /** @description Ayanamsa; default lahiri. */
                ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                /**
                 * @description First day of the period (YYYY-MM-DD, from 00:00 IST); default today in India.
                 * @example 1990-11-20
                 */
                date?: string;
                /**
                 * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit, IAST).
                 * Existing name fields never change.
                 */
                lang?: "en" | "hi" | "sa";
                /** @description Lunar node; default mean. */
                node_type?: "mean" | "true";
                /** @description daily (default), weekly, monthly or yearly. */
                period?: string;
                /** @description English (Aries) or Sanskrit (Mesha) sign name, any case. */
                sign: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description A sign's horoscope for a day, week, month or year, scored from the grahas' transits over the
             * period.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HoroscopeResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    kpChart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Canonical body; ayanamsa defaults to krishnamurti here. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Example",
                 *       "date": "1990-11-20",
                 *       "time": "16:00",
                 *       "latitude": 26.85,
                 *       "longitude": 80.95
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /** @description Days in a dasha year; default 365.25. */
                    dasha_year_days?: 360 | 365.2425 | 365.25 | 365.256363;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date: string;
                    /**
                     * @description Male or Female
                     * @enum {string}
                     */
                    gender?: "Male" | "Female" | "male" | "female";
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    name?: string;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description KP chart: Placidus cusps and grahas with star, sub and sub-sub lords, significators at four
             * levels, ruling planets now at the birth place.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KpChartResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    kundliV1: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Example",
                 *       "date": "1990-11-20",
                 *       "time": "16:00",
                 *       "latitude": 26.85,
                 *       "longitude": 80.95,
                 *       "lang": "hi"
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /** @description Days in a dasha year; default 365.25. */
                    dasha_year_days?: 360 | 365.2425 | 365.25 | 365.256363;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date: string;
                    /**
                     * @description Male or Female
                     * @enum {string}
                     */
                    gender?: "Male" | "Female" | "male" | "female";
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    name?: string;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Birth chart in the version 1 shape: ascendant, grahas and houses as flat lists, Moon and Sun
             * signs, the janma nakshatra (the Moon's, `nakshatra`) and its pada.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KundliV1Result"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    lalKitab: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Example",
                 *       "date": "1990-11-20",
                 *       "time": "16:00",
                 *       "latitude": 26.85,
                 *       "longitude": 80.95
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /** @description Days in a dasha year; default 365.25. */
                    dasha_year_days?: 360 | 365.2425 | 365.25 | 365.256363;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date: string;
                    /**
                     * @description Male or Female
                     * @enum {string}
                     */
                    gender?: "Male" | "Female" | "male" | "female";
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    name?: string;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Lal Kitab: grahas in the fixed houses, house meanings, debts with collective remedies,
             * simple remedies (advisory).
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LalKitabResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    match: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Either the flat boy_/girl_ keys or the nested bride and groom objects. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "bride": {
                 *         "name": "Bride",
                 *         "date": "1990-11-20",
                 *         "time": "16:00",
                 *         "latitude": 26.85,
                 *         "longitude": 80.95
                 *       },
                 *       "groom": {
                 *         "name": "Groom",
                 *         "date": "1988-03-02",
                 *         "time": "07:30",
                 *         "latitude": 28.61,
                 *         "longitude": 77.21
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /**
                     * @description Bhakoot dosha cancelled by one sign lord only (default) or also by mutually friendly
                     * lords.
                     * @enum {string}
                     */
                    bhakoot_exception?: "same_lord" | "same_or_friendly_lords";
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    boy_date?: string;
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    boy_latitude?: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    boy_longitude?: number;
                    boy_name?: string;
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    boy_time?: string;
                    /**
                     * MatchPerson
                     * @description One partner: date, time (HH:MM), latitude, longitude.
                     */
                    bride?: {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         * @example 1990-11-20
                         */
                        date: string;
                        /**
                         * @description Degrees, decimal; north positive.
                         * @example 28.6139
                         */
                        latitude: number;
                        /**
                         * @description Degrees, decimal; east positive.
                         * @example 77.209
                         */
                        longitude: number;
                        name?: string;
                        /**
                         * @description HH:MM (24-hour), seconds optional
                         * @example 14:30
                         */
                        time: string;
                        /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                        timezone?: string;
                        /**
                         * @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates.
                         */
                        utc_offset?: string;
                    };
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    girl_date?: string;
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    girl_latitude?: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    girl_longitude?: number;
                    girl_name?: string;
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    girl_time?: string;
                    /**
                     * MatchPerson
                     * @description One partner: date, time (HH:MM), latitude, longitude.
                     */
                    groom?: {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         * @example 1990-11-20
                         */
                        date: string;
                        /**
                         * @description Degrees, decimal; north positive.
                         * @example 28.6139
                         */
                        latitude: number;
                        /**
                         * @description Degrees, decimal; east positive.
                         * @example 77.209
                         */
                        longitude: number;
                        name?: string;
                        /**
                         * @description HH:MM (24-hour), seconds optional
                         * @example 14:30
                         */
                        time: string;
                        /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                        timezone?: string;
                        /**
                         * @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates.
                         */
                        utc_offset?: string;
                    };
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description Tara counted both ways (default, 1.5 each) or from the bride's star only (3 or 0).
                     * @enum {string}
                     */
                    tara_count?: "both_ways" | "bride_to_groom";
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description 36-point Ashtakoota match, both partners' manglik status, the doshas, a verdict band and
             * advisory remedies.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    kootaExtendedAlias: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "bride": {
                 *         "name": "Bride",
                 *         "date": "1990-11-20",
                 *         "time": "16:00",
                 *         "latitude": 26.85,
                 *         "longitude": 80.95
                 *       },
                 *       "groom": {
                 *         "name": "Groom",
                 *         "date": "1988-03-02",
                 *         "time": "07:30",
                 *         "latitude": 28.61,
                 *         "longitude": 77.21
                 *       },
                 *       "love_marriage": false
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /**
                     * @description Bhakoot dosha cancelled by one sign lord only (default) or also by mutually friendly
                     * lords.
                     * @enum {string}
                     */
                    bhakoot_exception?: "same_lord" | "same_or_friendly_lords";
                    /**
                     * MatchPerson
                     * @description One partner: date, time (HH:MM), latitude, longitude.
                     */
                    bride: {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         * @example 1990-11-20
                         */
                        date: string;
                        /**
                         * @description Degrees, decimal; north positive.
                         * @example 28.6139
                         */
                        latitude: number;
                        /**
                         * @description Degrees, decimal; east positive.
                         * @example 77.209
                         */
                        longitude: number;
                        name?: string;
                        /**
                         * @description HH:MM (24-hour), seconds optional
                         * @example 14:30
                         */
                        time: string;
                        /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                        timezone?: string;
                        /**
                         * @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates.
                         */
                        utc_offset?: string;
                    };
                    /**
                     * MatchPerson
                     * @description One partner: date, time (HH:MM), latitude, longitude.
                     */
                    groom: {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         * @example 1990-11-20
                         */
                        date: string;
                        /**
                         * @description Degrees, decimal; north positive.
                         * @example 28.6139
                         */
                        latitude: number;
                        /**
                         * @description Degrees, decimal; east positive.
                         * @example 77.209
                         */
                        longitude: number;
                        name?: string;
                        /**
                         * @description HH:MM (24-hour), seconds optional
                         * @example 14:30
                         */
                        time: string;
                        /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                        timezone?: string;
                        /**
                         * @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates.
                         */
                        utc_offset?: string;
                    };
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /** @description Echoed; it changes nothing (see love_marriage in the response). */
                    love_marriage?: boolean;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description Rasi porutham by the bhakoot pairs (default) or by a sign count of 1 or more than 6.
                     * @enum {string}
                     */
                    rasi_reading?: "bhakoot" | "beyond_six";
                    /**
                     * @description Dina, Mahendra, Stri-Dirgha counted from the bride's star (default) or the groom's.
                     * @enum {string}
                     */
                    star_count?: "bride_to_groom" | "groom_to_bride";
                    /**
                     * @description Tara counted both ways (default, 1.5 each) or from the bride's star only (3 or 0).
                     * @enum {string}
                     */
                    tara_count?: "both_ways" | "bride_to_groom";
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Ashtakoota plus Mahendra, Stri-Dirgha, Rajju, Varna, Vedha, the bhakoot exceptions and the
             * manglik cross-check.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KootaExtendedResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    numerology: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "first_name": "Ravi",
                 *       "last_name": "Kumar",
                 *       "day": 20,
                 *       "month": 11,
                 *       "year": 1990
                 *     }
                 */
                "application/json": {
                    day: number;
                    first_name: string;
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    last_name?: string;
                    /**
                     * @description Count the moolank and bhagyank in the Lo Shu grid too (a practice some follow);
                     * default false.
                     */
                    loshu_add_moolank_bhagyank?: boolean;
                    month: number;
                    year: number;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Numerology of a name and a date of birth: moolank, bhagyank, life path, name numbers, Lo Shu
             * grid, lucky things. No chart.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NumerologyResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    prashnaMarriageAlias: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Where (and optionally when) the marriage question was asked. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "question": "Will I marry?",
                 *       "date": "2026-11-22",
                 *       "time": "10:30",
                 *       "latitude": 28.6139,
                 *       "longitude": 77.209
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default krishnamurti (KP's own). */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /**
                     * Format: date
                     * @description Date the question was asked (YYYY-MM-DD, local); with time. Both absent: the moment
                     * the request arrives.
                     * @example 1990-11-20
                     */
                    date?: string;
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /** @description The question as asked; echoed, not interpreted. */
                    question?: string;
                    /**
                     * @description Local time the question was asked; with date.
                     * @example 14:30
                     */
                    time?: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Horary answer to a marriage question: yes, no or uncertain, with each reason cited and a
             * timing hint.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrashnaMarriageResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            /**
             * @description The health body; the status code says readiness (200 when every required component is up,
             * else 503).
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadyResult"];
                };
            };
            /** @description A required component is down: the health body names it. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadyResult"];
                };
            };
        };
    };
    accuracy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description The accuracy the reference tests measure, quantity by quantity (REFERENCE: read from the
             * committed results, nothing computed per request).
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccuracyResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    activationConfig: {
        parameters: {
            query?: {
                /**
                 * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit, IAST).
                 * Existing name fields never change.
                 */
                lang?: "en" | "hi" | "sa";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description The activation framework: twelve levels, rating bands, the level build contract and the four
             * life areas.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivationConfigResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    angaMirror: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Bodily features the reader reports; no chart. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "subject": "man",
                 *       "features": [
                 *         "forehead",
                 *         "palm_lines",
                 *         "feet"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description The parts whose features the reader reports */
                    features: (
                        | "head"
                        | "hair"
                        | "forehead"
                        | "eyebrows"
                        | "eyes"
                        | "ears"
                        | "nose"
                        | "cheeks"
                        | "lips"
                        | "teeth"
                        | "tongue"
                        | "chin"
                        | "neck"
                        | "shoulders"
                        | "arms"
                        | "hands"
                        | "palm_lines"
                        | "nails"
                        | "chest"
                        | "belly"
                        | "navel"
                        | "back"
                        | "waist"
                        | "thighs"
                        | "knees"
                        | "shanks"
                        | "feet"
                        | "toes"
                    )[];
                    /**
                     * @description Which chapter to look in: the features of men or of women
                     * @enum {string}
                     */
                    subject: "man" | "woman";
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description The passages for reported bodily features, with the withheld ones named with their rule;
             * text not bundled (PARTIAL).
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AngaMirrorResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    careerReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description The canonical birth body (time required: the houses need the lagna) with the convention options,
         * plus `as_of` (the date read at, default today) and `horizon_years` (1-25, default 10) for the timing windows.
         */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Example",
                 *       "date": "1990-11-20",
                 *       "time": "16:00",
                 *       "latitude": 26.85,
                 *       "longitude": 80.95,
                 *       "as_of": "2026-01-01",
                 *       "horizon_years": 10
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date
                     * @description Date the report is read at (noon at the birth place); default today. Not before the
                     * birth.
                     * @example 1990-11-20
                     */
                    as_of?: string;
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /** @description Days in a dasha year; default 365.25. */
                    dasha_year_days?: 360 | 365.2425 | 365.25 | 365.256363;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date: string;
                    /**
                     * @description Male or Female
                     * @enum {string}
                     */
                    gender?: "Male" | "Female" | "male" | "female";
                    /**
                     * @description Years after as_of searched for timing windows; default 10.
                     * @default 10
                     */
                    horizon_years?: number;
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    name?: string;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description Career or wealth activation report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LifeAreaReportResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    wealthReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description The canonical birth body (time required: the houses need the lagna) with the convention options,
         * plus `as_of` (the date read at, default today) and `horizon_years` (1-25, default 10) for the timing windows.
         */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Example",
                 *       "date": "1990-11-20",
                 *       "time": "16:00",
                 *       "latitude": 26.85,
                 *       "longitude": 80.95,
                 *       "as_of": "2026-01-01",
                 *       "horizon_years": 10
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date
                     * @description Date the report is read at (noon at the birth place); default today. Not before the
                     * birth.
                     * @example 1990-11-20
                     */
                    as_of?: string;
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /** @description Days in a dasha year; default 365.25. */
                    dasha_year_days?: 360 | 365.2425 | 365.25 | 365.256363;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date: string;
                    /**
                     * @description Male or Female
                     * @enum {string}
                     */
                    gender?: "Male" | "Female" | "male" | "female";
                    /**
                     * @description Years after as_of searched for timing windows; default 10.
                     * @default 10
                     */
                    horizon_years?: number;
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    name?: string;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description Career or wealth activation report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LifeAreaReportResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    ashtakavarga: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Example",
                 *       "date": "1990-11-20",
                 *       "time": "16:00",
                 *       "latitude": 26.85,
                 *       "longitude": 80.95
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /** @description Days in a dasha year; default 365.25. */
                    dasha_year_days?: 360 | 365.2425 | 365.25 | 365.256363;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date: string;
                    /**
                     * @description Male or Female
                     * @enum {string}
                     */
                    gender?: "Male" | "Female" | "male" | "female";
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    name?: string;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Ashtakavarga: bhinna bindus of the seven grahas and the lagna, sarva, trikona and
             * ekadhipatya shodhana, pindas. Sign arrays run Aries (0) to Pisces (11).
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AshtakavargaResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    authDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "confirm": "DELETE"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Type DELETE to confirm.
                     * @enum {string}
                     */
                    confirm: "DELETE";
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description Deleted: signed out everywhere at once; data erased after the grace window. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthDeleteResult"];
                };
            };
            /**
             * @description Missing, invalid or expired session token: send authorization: Bearer <token> from
             * verify-otp (answer carries WWW-Authenticate: Bearer). Also an unknown X-API-Key.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    authEraseSweep: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description Counts only; idempotent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthEraseSweepResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            /** @description X-Cron-Secret absent or wrong, or no CRON_SECRET configured: cron routes fail closed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    authExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description All the account's data (sent as an attachment, vault-export.json). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthExportResult"];
                };
            };
            /**
             * @description Missing, invalid or expired session token: send authorization: Bearer <token> from
             * verify-otp (answer carries WWW-Authenticate: Bearer). Also an unknown X-API-Key.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            429: components["responses"]["RateLimited"];
        };
    };
    authLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "asha@example.org"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: email
                     * @example you@example.org
                     */
                    email: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description A code was e-mailed if this address can sign in; the answer does not say whether it can. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthLoginResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    authLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description true: end every session of the account, on every device.
                     * @default false
                     */
                    all?: boolean;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description Signed out: the token (or every token of the account) no longer works. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthLogoutResult"];
                };
            };
            /**
             * @description Missing, invalid or expired session token: send authorization: Bearer <token> from
             * verify-otp (answer carries WWW-Authenticate: Bearer). Also an unknown X-API-Key.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    authMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description The signed-in account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthMeResult"];
                };
            };
            /**
             * @description Missing, invalid or expired session token: send authorization: Bearer <token> from
             * verify-otp (answer carries WWW-Authenticate: Bearer). Also an unknown X-API-Key.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            429: components["responses"]["RateLimited"];
        };
    };
    authProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Asha",
                 *       "gender": "Female",
                 *       "birth": {
                 *         "date": "1990-11-20",
                 *         "time": "16:00",
                 *         "latitude": 26.85,
                 *         "longitude": 80.95
                 *       },
                 *       "place": {
                 *         "name": "Lucknow",
                 *         "latitude": 26.85,
                 *         "longitude": 80.95
                 *       }
                 *     }
                 */
                "application/json": {
                    /** Birth */
                    birth?: {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         * @example 1990-11-20
                         */
                        date: string;
                        /** @description Male or Female */
                        gender?: "Male" | "Female" | "male" | "female";
                        /**
                         * @description Degrees, decimal; north positive.
                         * @example 28.6139
                         */
                        latitude: number;
                        /**
                         * @description Degrees, decimal; east positive.
                         * @example 77.209
                         */
                        longitude: number;
                        name?: string;
                        /**
                         * @description HH:MM (24-hour), seconds optional
                         * @example 14:30
                         */
                        time: string;
                        /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                        timezone?: string;
                        /**
                         * @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates.
                         */
                        utc_offset?: string;
                    };
                    /** @description Male or Female */
                    gender?: "Male" | "Female" | "male" | "female";
                    name?: string;
                    /**
                     * Place
                     * @example {
                     *       "name": "Lucknow",
                     *       "latitude": 26.85,
                     *       "longitude": 80.95
                     *     }
                     */
                    place?: {
                        /**
                         * @description Degrees, decimal; north positive.
                         * @example 28.6139
                         */
                        latitude: number;
                        /**
                         * @description Degrees, decimal; east positive.
                         * @example 77.209
                         */
                        longitude: number;
                        name?: string;
                    };
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description The account with the profile saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthProfileResult"];
                };
            };
            /**
             * @description Missing, invalid or expired session token: send authorization: Bearer <token> from
             * verify-otp (answer carries WWW-Authenticate: Bearer). Also an unknown X-API-Key.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    authRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "asha@example.org",
                 *       "name": "Asha"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: email
                     * @example you@example.org
                     */
                    email: string;
                    name?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description A code was e-mailed if this address can sign in; the answer does not say whether it can. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthRegisterResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    authRequestOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "asha@example.org"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: email
                     * @example you@example.org
                     */
                    email: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description A code was e-mailed if this address can sign in; the answer does not say whether it can. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthRequestOtpResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    authVerifyOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "asha@example.org",
                 *       "code": "042917"
                 *     }
                 */
                "application/json": {
                    /** @description The six digits from the e-mail. */
                    code: string;
                    /**
                     * Format: email
                     * @example you@example.org
                     */
                    email: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description A session for the account the code belongs to. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthVerifyOtpResult"];
                };
            };
            /**
             * @description Wrong, expired or already used code (a wrong try never voids a code; too many tries from one
             * client are a 429 for that client). Also an unknown X-API-Key.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    ayurdaya: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Example",
                 *       "date": "1990-11-20",
                 *       "time": "16:00",
                 *       "latitude": 26.85,
                 *       "longitude": 80.95
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /** @description Days in a dasha year; default 365.25. */
                    dasha_year_days?: 360 | 365.2425 | 365.25 | 365.256363;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date: string;
                    /**
                     * @description Male or Female
                     * @enum {string}
                     */
                    gender?: "Male" | "Female" | "male" | "female";
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    name?: string;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Ayurdaya: which of pindayu, nisargayu and amsayu applies (strongest of lagna, Sun, Moon),
             * its years and band, with all three systems. Never a prediction of death.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AyurdayaResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    bhavabala: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Example",
                 *       "date": "1990-11-20",
                 *       "time": "16:00",
                 *       "latitude": 26.85,
                 *       "longitude": 80.95
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /** @description Days in a dasha year; default 365.25. */
                    dasha_year_days?: 360 | 365.2425 | 365.25 | 365.256363;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date: string;
                    /**
                     * @description Male or Female
                     * @enum {string}
                     */
                    gender?: "Male" | "Female" | "male" | "female";
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    name?: string;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Bhavabala of the twelve houses (Sripati bhava madhya): bhavadhipati, bhava dig and bhava
             * drishti bala, total and band, strongest and weakest house.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BhavabalaResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    birthTimeSensitivity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "date": "1990-11-20",
                 *       "time": "16:00",
                 *       "latitude": 26.85,
                 *       "longitude": 80.95,
                 *       "window_minutes": 30
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date
                     * @description Date (YYYY-MM-DD, noon at the birth place) for the later running periods; default
                     * today.
                     * @example 1990-11-20
                     */
                    as_of?: string;
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /** @description Days in a dasha year; default 365.25. */
                    dasha_year_days?: 360 | 365.2425 | 365.25 | 365.256363;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date: string;
                    /**
                     * @description Male or Female
                     * @enum {string}
                     */
                    gender?: "Male" | "Female" | "male" | "female";
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    name?: string;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                    /**
                     * @description Minutes searched on each side of the stated time (default 30, at most 240)
                     * @default 30
                     */
                    window_minutes?: number;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BirthTimeSensitivityResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    bodyMarks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "date": "1990-11-20",
                 *       "time": "16:00",
                 *       "latitude": 26.85,
                 *       "longitude": 80.95
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /** @description Days in a dasha year; default 365.25. */
                    dasha_year_days?: 360 | 365.2425 | 365.25 | 365.256363;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date: string;
                    /**
                     * @description Male or Female
                     * @enum {string}
                     */
                    gender?: "Male" | "Female" | "male" | "female";
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    name?: string;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description The drekkana body-region mapping from the natal lagna and the marks the occupying grahas
             * indicate (cited, pending).
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BodyMarksResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    bphsChapter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chapter number, 1 to 97 */
                chapter: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description One BPHS chapter: number, title and topic where known; the text is not bundled (PARTIAL).
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BphsChapterResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            /** @description No such chapter in the edition (1 to 97). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    calendarFeed: {
        parameters: {
            query?: {
                /**
                 * @description Comma-separated: festivals, ekadashi, vratas, eclipses (default
                 * festivals,ekadashi,eclipses); vratas are the monthly ones (pradosha, chaturthis, purnima, amavasya)
                 * @example festivals,ekadashi
                 */
                include?: string;
                /**
                 * @description Degrees, decimal; north positive.
                 * @example 28.6139
                 */
                lat?: number;
                /**
                 * @description Alias of `lat`; give one of the two.
                 * @example 28.6139
                 */
                latitude?: number;
                /**
                 * @description Degrees, decimal; east positive.
                 * @example 77.209
                 */
                lon?: number;
                /**
                 * @description Alias of `lon`; give one of the two.
                 * @example 77.209
                 */
                longitude?: number;
                /**
                 * @description pan_indian (default), or a region: the pan_indian festivals plus its own, with its
                 * almanacs' rules
                 */
                region?:
                    | "pan_indian"
                    | "north"
                    | "maharashtra"
                    | "gujarat"
                    | "bengal"
                    | "odisha"
                    | "bihar"
                    | "tamil_nadu"
                    | "kerala"
                    | "karnataka"
                    | "andhra_telangana"
                    | "punjab";
                /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                timezone?: string;
                /** @description smarta (default) or vaishnava: Janmashtami and the ekadashis follow the tradition */
                tradition?: "smarta" | "vaishnava";
                /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                utc_offset?: string;
                /**
                 * @description A civil year; without it, today and the next twelve months
                 * @example 2026
                 */
                year?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description An iCalendar (RFC 5545) feed: festivals and ekadashis as all-day events (the rule and window
             * in DESCRIPTION), parana windows and eclipses as timed events. UIDs are stable for the same place, so it
             * can be subscribed to.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    careerActivation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description The canonical birth body (time required: the houses need the lagna) with the convention options,
         * plus `as_of` (the date read at, default today) and `horizon_years` (1-25, default 10) for the timing windows.
         */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Example",
                 *       "date": "1990-11-20",
                 *       "time": "16:00",
                 *       "latitude": 26.85,
                 *       "longitude": 80.95,
                 *       "as_of": "2026-01-01",
                 *       "horizon_years": 10
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date
                     * @description Date the report is read at (noon at the birth place); default today. Not before the
                     * birth.
                     * @example 1990-11-20
                     */
                    as_of?: string;
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /** @description Days in a dasha year; default 365.25. */
                    dasha_year_days?: 360 | 365.2425 | 365.25 | 365.256363;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date: string;
                    /**
                     * @description Male or Female
                     * @enum {string}
                     */
                    gender?: "Male" | "Female" | "male" | "female";
                    /**
                     * @description Years after as_of searched for timing windows; default 10.
                     * @default 10
                     */
                    horizon_years?: number;
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    name?: string;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description Career or wealth activation report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LifeAreaReportResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    careerReportAlias: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description The canonical birth body (time required: the houses need the lagna) with the convention options,
         * plus `as_of` (the date read at, default today) and `horizon_years` (1-25, default 10) for the timing windows.
         */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Example",
                 *       "date": "1990-11-20",
                 *       "time": "16:00",
                 *       "latitude": 26.85,
                 *       "longitude": 80.95,
                 *       "as_of": "2026-01-01",
                 *       "horizon_years": 10
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date
                     * @description Date the report is read at (noon at the birth place); default today. Not before the
                     * birth.
                     * @example 1990-11-20
                     */
                    as_of?: string;
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /** @description Days in a dasha year; default 365.25. */
                    dasha_year_days?: 360 | 365.2425 | 365.25 | 365.256363;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date: string;
                    /**
                     * @description Male or Female
                     * @enum {string}
                     */
                    gender?: "Male" | "Female" | "male" | "female";
                    /**
                     * @description Years after as_of searched for timing windows; default 10.
                     * @default 10
                     */
                    horizon_years?: number;
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    name?: string;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description Career or wealth activation report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LifeAreaReportResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    chartRectification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "date": "1990-11-20",
                 *       "time": "16:00",
                 *       "latitude": 26.85,
                 *       "longitude": 80.95,
                 *       "uncertainty_minutes": 60,
                 *       "life_events": [
                 *         {
                 *           "date": "2016-02-14",
                 *           "kind": "marriage"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date: string;
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    life_events?: {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         * @example 1990-11-20
                         */
                        date: string;
                        kind:
                            | "marriage"
                            | "child_birth"
                            | "career_start"
                            | "career_change"
                            | "relocation"
                            | "education"
                            | "property"
                            | "parent_death"
                            | "illness"
                            | "accident";
                        note?: string;
                    }[];
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    name?: string;
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Half-width of the window around `time`; default 30. */
                    uncertainty_minutes?: number;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Birth-time rectification: status panel_required (the events to collect) or scored (candidate
             * lagnas in the window).
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChartRectificationResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    chartSvgGet: {
        parameters: {
            query: {
                /** @description Ayanamsa; default lahiri. */
                ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                /**
                 * @description YYYY-MM-DD
                 * @example 1990-11-20
                 */
                date: string;
                /**
                 * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit, IAST).
                 * Existing name fields never change.
                 */
                lang?: "en" | "hi" | "sa";
                /**
                 * @description Alias of `latitude`; give one of the two.
                 * @example 28.6139
                 */
                lat?: number;
                /**
                 * @description Degrees, decimal; north positive.
                 * @example 28.6139
                 */
                latitude?: number;
                /**
                 * @description Alias of `longitude`; give one of the two.
                 * @example 77.209
                 */
                lon?: number;
                /**
                 * @description Degrees, decimal; east positive.
                 * @example 77.209
                 */
                longitude?: number;
                /** @description Lunar node; default mean. */
                node_type?: "mean" | "true";
                /**
                 * @description north (default): fixed houses, house 1 the top diamond. south: fixed signs, Pisces
                 * top-left.
                 */
                style?: "north" | "south";
                /**
                 * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu: disc
                 * centre without refraction (Jagannatha Hora).
                 */
                sunrise_rule?: "upper_limb" | "hindu";
                /**
                 * @description HH:MM (24-hour), seconds optional
                 * @example 14:30
                 */
                time: string;
                /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                timezone?: string;
                /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                utc_offset?: string;
                /** @description Divisional chart D1 (default) .. D60 (Parashara, BPHS ch. 6). */
                varga?:
                    | "D1"
                    | "D2"
                    | "D3"
                    | "D4"
                    | "D7"
                    | "D9"
                    | "D10"
                    | "D12"
                    | "D16"
                    | "D20"
                    | "D24"
                    | "D27"
                    | "D30"
                    | "D40"
                    | "D45"
                    | "D60";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description The chart as SVG. Each house is a <g class="cell" data-house data-sign>, each graha a <text
             * data-graha>; <desc> says the placements in words, <metadata> holds the conventions as JSON.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    chartSvg: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "date": "1990-11-20",
                 *       "time": "16:00",
                 *       "latitude": 26.85,
                 *       "longitude": 80.95,
                 *       "style": "north",
                 *       "varga": "D1",
                 *       "lang": "en"
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date: string;
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description north (default): fixed houses, house 1 the top diamond. south: fixed signs, Pisces
                     * top-left.
                     * @enum {string}
                     */
                    style?: "north" | "south";
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                    /**
                     * @description Divisional chart D1 (default) .. D60 (Parashara, BPHS ch. 6).
                     * @enum {string}
                     */
                    varga?:
                        | "D1"
                        | "D2"
                        | "D3"
                        | "D4"
                        | "D7"
                        | "D9"
                        | "D10"
                        | "D12"
                        | "D16"
                        | "D20"
                        | "D24"
                        | "D27"
                        | "D30"
                        | "D40"
                        | "D45"
                        | "D60";
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description The chart as SVG. Each house is a <g class="cell" data-house data-sign>, each graha a <text
             * data-graha>; <desc> says the placements in words, <metadata> holds the conventions as JSON.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    collection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Postman collection v2.1: folders by area (the OpenAPI tags), one request per operation with
             * its body example, `{{baseUrl}}` defaulting to http://localhost:8000.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: Record<string, never>;
                        item: Record<string, never>[];
                        variable?: Record<string, never>[];
                    };
                };
            };
            401: components["responses"]["UnknownApiKey"];
            429: components["responses"]["RateLimited"];
        };
    };
    conceptionMuhurta: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "husband": {
                 *         "name": "B",
                 *         "birth_date": "1988-03-02",
                 *         "birth_time": "07:30",
                 *         "birth_latitude": 28.61,
                 *         "birth_longitude": 77.21
                 *       },
                 *       "wife": {
                 *         "name": "A",
                 *         "birth_date": "1990-11-20",
                 *         "birth_time": "16:00",
                 *         "birth_latitude": 26.85,
                 *         "birth_longitude": 80.95
                 *       },
                 *       "latitude": 28.6139,
                 *       "longitude": 77.209,
                 *       "start_date": "2027-01-15",
                 *       "end_date": "2027-02-14"
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    end_date: string;
                    /**
                     * MuhurtaBirthPerson
                     * @description A person's birth: birth_date, birth_time, birth_latitude, birth_longitude.
                     */
                    husband: {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         * @example 1990-11-20
                         */
                        birth_date: string;
                        /**
                         * @description Degrees, decimal; north positive.
                         * @example 28.6139
                         */
                        birth_latitude: number;
                        /**
                         * @description Degrees, decimal; east positive.
                         * @example 77.209
                         */
                        birth_longitude: number;
                        /**
                         * @description HH:MM (24-hour), seconds optional
                         * @example 14:30
                         */
                        birth_time: string;
                        name?: string;
                        /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                        timezone?: string;
                        /**
                         * @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates.
                         */
                        utc_offset?: string;
                    };
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    /** @description Night windows returned (default 10) */
                    max_windows?: number;
                    /**
                     * @description How the muhurta rules are applied: north_indian_almanac (the default: as the Hindi
                     * panchangs and their marriage lists do), south_indian_almanac, or classical (every rule as the
                     * texts state it, combustion by the fixed orb). A rule the chosen practice relaxes that a classical
                     * reading would close is listed in stricter_rules.
                     * @enum {string}
                     */
                    practice?: "north_indian_almanac" | "south_indian_almanac" | "classical";
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    start_date: string;
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                    /**
                     * MuhurtaBirthPerson
                     * @description A person's birth: birth_date, birth_time, birth_latitude, birth_longitude.
                     */
                    wife: {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         * @example 1990-11-20
                         */
                        birth_date: string;
                        /**
                         * @description Degrees, decimal; north positive.
                         * @example 28.6139
                         */
                        birth_latitude: number;
                        /**
                         * @description Degrees, decimal; east positive.
                         * @example 77.209
                         */
                        birth_longitude: number;
                        /**
                         * @description HH:MM (24-hour), seconds optional
                         * @example 14:30
                         */
                        birth_time: string;
                        name?: string;
                        /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                        timezone?: string;
                        /**
                         * @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates.
                         */
                        utc_offset?: string;
                    };
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Beeja and kshetra sphuta with verdicts and sources, the garbhadhana panchanga gate, ranked
             * night windows.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConceptionMuhurtaResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    dashakoot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "bride": {
                 *         "name": "Bride",
                 *         "date": "1990-11-20",
                 *         "time": "16:00",
                 *         "latitude": 26.85,
                 *         "longitude": 80.95
                 *       },
                 *       "groom": {
                 *         "name": "Groom",
                 *         "date": "1988-03-02",
                 *         "time": "07:30",
                 *         "latitude": 28.61,
                 *         "longitude": 77.21
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /**
                     * @description Bhakoot dosha cancelled by one sign lord only (default) or also by mutually friendly
                     * lords.
                     * @enum {string}
                     */
                    bhakoot_exception?: "same_lord" | "same_or_friendly_lords";
                    /**
                     * MatchPerson
                     * @description One partner: date, time (HH:MM), latitude, longitude.
                     */
                    bride: {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         * @example 1990-11-20
                         */
                        date: string;
                        /**
                         * @description Degrees, decimal; north positive.
                         * @example 28.6139
                         */
                        latitude: number;
                        /**
                         * @description Degrees, decimal; east positive.
                         * @example 77.209
                         */
                        longitude: number;
                        name?: string;
                        /**
                         * @description HH:MM (24-hour), seconds optional
                         * @example 14:30
                         */
                        time: string;
                        /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                        timezone?: string;
                        /**
                         * @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates.
                         */
                        utc_offset?: string;
                    };
                    /**
                     * MatchPerson
                     * @description One partner: date, time (HH:MM), latitude, longitude.
                     */
                    groom: {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         * @example 1990-11-20
                         */
                        date: string;
                        /**
                         * @description Degrees, decimal; north positive.
                         * @example 28.6139
                         */
                        latitude: number;
                        /**
                         * @description Degrees, decimal; east positive.
                         * @example 77.209
                         */
                        longitude: number;
                        name?: string;
                        /**
                         * @description HH:MM (24-hour), seconds optional
                         * @example 14:30
                         */
                        time: string;
                        /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                        timezone?: string;
                        /**
                         * @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates.
                         */
                        utc_offset?: string;
                    };
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description Rasi porutham by the bhakoot pairs (default) or by a sign count of 1 or more than 6.
                     * @enum {string}
                     */
                    rasi_reading?: "bhakoot" | "beyond_six";
                    /**
                     * @description Dina, Mahendra, Stri-Dirgha counted from the bride's star (default) or the groom's.
                     * @enum {string}
                     */
                    star_count?: "bride_to_groom" | "groom_to_bride";
                    /**
                     * @description Tara counted both ways (default, 1.5 each) or from the bride's star only (3 or 0).
                     * @enum {string}
                     */
                    tara_count?: "both_ways" | "bride_to_groom";
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description Dashakoot result: ten poruthams, rajju and vedha essential. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashakootResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    doshaCatalogue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description birth_ body (birth_date, birth_time, birth_latitude, birth_longitude); the canonical
         * date/time/latitude/longitude is accepted too.
         */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "birth_date": "1990-11-20",
                 *       "birth_time": "16:00",
                 *       "birth_latitude": 26.85,
                 *       "birth_longitude": 80.95,
                 *       "gender": "Female",
                 *       "partner": {
                 *         "date": "1988-03-02",
                 *         "time": "07:30",
                 *         "latitude": 28.61,
                 *         "longitude": 77.21
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date
                     * @description Date the transit doshas (sade-sati, kantaka and ashtama Shani) are read at (noon at
                     * the birth place); default now.
                     * @example 1990-11-20
                     */
                    as_of?: string;
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    birth_date?: string;
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    birth_latitude?: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    birth_longitude?: number;
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    birth_time?: string;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date?: string;
                    /**
                     * @description Male or Female
                     * @enum {string}
                     */
                    gender?: "Male" | "Female" | "male" | "female";
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude?: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude?: number;
                    name?: string;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description The partner's birth (canonical fields), for Nadi and Bhakoot dosha; without it they
                     * are not evaluated.
                     */
                    partner?: {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         * @example 1990-11-20
                         */
                        date: string;
                        /**
                         * @description Male or Female
                         * @enum {string}
                         */
                        gender?: "Male" | "Female" | "male" | "female";
                        /**
                         * @description Degrees, decimal; north positive.
                         * @example 28.6139
                         */
                        latitude: number;
                        /**
                         * @description Degrees, decimal; east positive.
                         * @example 77.209
                         */
                        longitude: number;
                        name?: string;
                        /**
                         * @description HH:MM (24-hour), seconds optional
                         * @example 14:30
                         */
                        time: string;
                        /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                        timezone?: string;
                        /**
                         * @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates.
                         */
                        utc_offset?: string;
                    };
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time?: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description The catalogue of 52 doshas (advisory), each with status, rule, facts, verification and refs.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DoshaCatalogueResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    eclipses: {
        parameters: {
            query?: {
                count?: number;
                /**
                 * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit, IAST).
                 * Existing name fields never change.
                 */
                lang?: "en" | "hi" | "sa";
                /**
                 * @description Alias of `latitude`; give one of the two.
                 * @example 28.6139
                 */
                lat?: number;
                /**
                 * @description Degrees, decimal; north positive.
                 * @example 28.6139
                 */
                latitude?: number;
                /**
                 * @description Alias of `longitude`; give one of the two.
                 * @example 77.209
                 */
                lon?: number;
                /**
                 * @description Degrees, decimal; east positive.
                 * @example 77.209
                 */
                longitude?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description The next solar and lunar eclipses: type, global maximum, local contacts and visibility,
             * sidereal sign and nakshatra, and sutak where the eclipse is seen.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EclipsesResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    ephemeris: {
        parameters: {
            query: {
                /** @description Ayanamsa; default lahiri. */
                ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                /**
                 * @description Last date, YYYY-MM-DD (at most 10 years after start)
                 * @example 1990-11-20
                 */
                end: string;
                /** @description json (positions and events), or ndjson / csv streamed as computed (the table asked) */
                format?: "json" | "ndjson" | "csv";
                /**
                 * @description With lon: the lagna, and rows at the place’s civil time
                 * @example 28.6139
                 */
                lat?: number;
                /**
                 * @description Alias of `lat`; give one of the two.
                 * @example 28.6139
                 */
                latitude?: number;
                /**
                 * @description With lat
                 * @example 77.209
                 */
                lon?: number;
                /**
                 * @description Alias of `lon`; give one of the two.
                 * @example 77.209
                 */
                longitude?: number;
                /** @description Lunar node; default mean. */
                node_type?: "mean" | "true";
                /**
                 * @description First date, YYYY-MM-DD
                 * @example 1990-11-20
                 */
                start: string;
                /** @description 1h (ranges of at most 31 days), 6h, 12h, 1d (default) or 7d */
                step?: "1h" | "6h" | "12h" | "1d" | "7d";
                /** @description For ndjson and csv: the positions per step (default) or the ingresses and stations */
                table?: "positions" | "events";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description EphemerisResult as JSON; ndjson: one EphemerisRow (or with table=events one EphemerisEvent)
             * per line; csv: the same fields flat (sun_longitude, sun_sign ...), one header row.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EphemerisResult"];
                    "application/x-ndjson": components["schemas"]["EphemerisRow"];
                    "text/csv": string;
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    familyMuhurta: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "members": [
                 *         {
                 *           "name": "A",
                 *           "birth_date": "1990-11-20",
                 *           "birth_time": "16:00",
                 *           "birth_latitude": 26.85,
                 *           "birth_longitude": 80.95
                 *         },
                 *         {
                 *           "name": "B",
                 *           "birth_date": "1988-03-02",
                 *           "birth_time": "07:30",
                 *           "birth_latitude": 28.61,
                 *           "birth_longitude": 77.21
                 *         },
                 *         {
                 *           "name": "C",
                 *           "birth_date": "2015-06-10",
                 *           "birth_time": "09:45",
                 *           "birth_latitude": 19.07,
                 *           "birth_longitude": 72.88
                 *         }
                 *       ],
                 *       "karma": "griha_pravesh",
                 *       "latitude": 28.6139,
                 *       "longitude": 77.209,
                 *       "start_date": "2027-01-15",
                 *       "end_date": "2027-03-15"
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    end_date: string;
                    /** @enum {string} */
                    karma?:
                        | "vivah"
                        | "yatra"
                        | "griha_pravesh"
                        | "upanayana"
                        | "general"
                        | "garbhadhana"
                        | "travel"
                        | "mundan"
                        | "namakarana"
                        | "annaprashana"
                        | "karnavedha"
                        | "vidyarambha"
                        | "vahana"
                        | "property"
                        | "vyapara";
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    /** @description The family members, each with birth_ fields and a name */
                    members: {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         * @example 1990-11-20
                         */
                        birth_date: string;
                        /**
                         * @description Degrees, decimal; north positive.
                         * @example 28.6139
                         */
                        birth_latitude: number;
                        /**
                         * @description Degrees, decimal; east positive.
                         * @example 77.209
                         */
                        birth_longitude: number;
                        /**
                         * @description HH:MM (24-hour), seconds optional
                         * @example 14:30
                         */
                        birth_time: string;
                        name?: string;
                        /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                        timezone?: string;
                        /**
                         * @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates.
                         */
                        utc_offset?: string;
                    }[];
                    /**
                     * @description How the muhurta rules are applied: north_indian_almanac (the default: as the Hindi
                     * panchangs and their marriage lists do), south_indian_almanac, or classical (every rule as the
                     * texts state it, combustion by the fixed orb). A rule the chosen practice relaxes that a classical
                     * reading would close is listed in stricter_rules.
                     * @enum {string}
                     */
                    practice?: "north_indian_almanac" | "south_indian_almanac" | "classical";
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    start_date: string;
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Dates acceptable to every member (each one's tarabala and chandrabala), ranked, with who
             * blocks which date.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FamilyMuhurtaResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    festivals: {
        parameters: {
            query: {
                /** @description Add the monthly vratas (pradosha, chaturthis, purnima...) */
                include_monthly?: boolean;
                /**
                 * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit, IAST).
                 * Existing name fields never change.
                 */
                lang?: "en" | "hi" | "sa";
                /**
                 * @description Degrees, decimal; north positive.
                 * @example 28.6139
                 */
                lat?: number;
                /**
                 * @description Alias of `lat`; give one of the two.
                 * @example 28.6139
                 */
                latitude?: number;
                /**
                 * @description Degrees, decimal; east positive.
                 * @example 77.209
                 */
                lon?: number;
                /**
                 * @description Alias of `lon`; give one of the two.
                 * @example 77.209
                 */
                longitude?: number;
                /**
                 * @description How lunar months are named in `lunar.month`; default by region (purnimanta in the North)
                 */
                month_system?: "amanta" | "purnimanta";
                /**
                 * @description pan_indian (default), or a region: the pan_indian festivals plus its own, with its
                 * almanacs' rules
                 */
                region?:
                    | "pan_indian"
                    | "north"
                    | "maharashtra"
                    | "gujarat"
                    | "bengal"
                    | "odisha"
                    | "bihar"
                    | "tamil_nadu"
                    | "kerala"
                    | "karnataka"
                    | "andhra_telangana"
                    | "punjab";
                /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                timezone?: string;
                /** @description smarta (default) or vaishnava: Janmashtami and the ekadashis follow the tradition */
                tradition?: "smarta" | "vaishnava";
                /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                utc_offset?: string;
                /**
                 * @description Civil year
                 * @example 2026
                 */
                year: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description A place's festival and vrata calendar for a year. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FestivalsResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    festival: {
        parameters: {
            query?: {
                /**
                 * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit, IAST).
                 * Existing name fields never change.
                 */
                lang?: "en" | "hi" | "sa";
                /**
                 * @description Degrees, decimal; north positive.
                 * @example 28.6139
                 */
                lat?: number;
                /**
                 * @description Alias of `lat`; give one of the two.
                 * @example 28.6139
                 */
                latitude?: number;
                /**
                 * @description Degrees, decimal; east positive.
                 * @example 77.209
                 */
                lon?: number;
                /**
                 * @description Alias of `lon`; give one of the two.
                 * @example 77.209
                 */
                longitude?: number;
                /**
                 * @description How lunar months are named in `lunar.month`; default by region (purnimanta in the North)
                 */
                month_system?: "amanta" | "purnimanta";
                /**
                 * @description pan_indian (default), or a region: the pan_indian festivals plus its own, with its
                 * almanacs' rules
                 */
                region?:
                    | "pan_indian"
                    | "north"
                    | "maharashtra"
                    | "gujarat"
                    | "bengal"
                    | "odisha"
                    | "bihar"
                    | "tamil_nadu"
                    | "kerala"
                    | "karnataka"
                    | "andhra_telangana"
                    | "punjab";
                /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                timezone?: string;
                /** @description smarta (default) or vaishnava: Janmashtami and the ekadashis follow the tradition */
                tradition?: "smarta" | "vaishnava";
                /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                utc_offset?: string;
                /**
                 * @description Civil year
                 * @example 2026
                 */
                year?: number;
                /**
                 * @description FROM-TO instead of year, at most 50 years
                 * @example 2020-2030
                 */
                years?: string;
            };
            header?: never;
            path: {
                /**
                 * @description A festival id
                 * @example diwali
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description One festival over a year or a range of years at a place. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FestivalYearsResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    fortuneDirection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Example",
                 *       "date": "1990-11-20",
                 *       "time": "16:00",
                 *       "latitude": 26.85,
                 *       "longitude": 80.95
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /** @description Days in a dasha year; default 365.25. */
                    dasha_year_days?: 360 | 365.2425 | 365.25 | 365.256363;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date: string;
                    /**
                     * @description Male or Female
                     * @enum {string}
                     */
                    gender?: "Male" | "Female" | "male" | "female";
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    name?: string;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Lucky direction: dig bala, kendra directions, the lagna lord's sign direction, wealth
             * quadrant, home versus abroad; the synthesis parts say so in `basis`.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FortuneDirectionResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    gochar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description birth_ body (birth_date, birth_time, birth_latitude, birth_longitude); the canonical
         * date/time/latitude/longitude is accepted too.
         */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "birth_date": "1990-11-20",
                 *       "birth_time": "16:00",
                 *       "birth_latitude": 26.85,
                 *       "birth_longitude": 80.95
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    birth_date?: string;
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    birth_latitude?: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    birth_longitude?: number;
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    birth_time?: string;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date?: string;
                    /**
                     * @description Male or Female
                     * @enum {string}
                     */
                    gender?: "Male" | "Female" | "male" | "female";
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude?: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude?: number;
                    name?: string;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time?: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    transit_date?: string;
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    transit_time?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Transits (gochara) from the janma rashi: each graha's current sign, house from the Moon
             * sign, quality with vedha, and the effect.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GocharResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    jaimini: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Example",
                 *       "date": "1990-11-20",
                 *       "time": "16:00",
                 *       "latitude": 26.85,
                 *       "longitude": 80.95
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /** @description Days in a dasha year; default 365.25. */
                    dasha_year_days?: 360 | 365.2425 | 365.25 | 365.256363;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date: string;
                    /**
                     * @description Chara dasha: add a year for an exalted lord, take one for a debilitated one (PVR
                     * Rao, Sanjay Rath); default false (K.N. Rao).
                     */
                    exaltation_adjustment?: boolean;
                    /**
                     * @description Male or Female
                     * @enum {string}
                     */
                    gender?: "Male" | "Female" | "male" | "female";
                    /** @description Chara karakas: 8 (with Rahu, default) or 7. */
                    karaka_scheme?: 8 | 7;
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    name?: string;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Jaimini: chara karakas (8 or 7), karakamsa, arudha padas A1-A12 with upapada, graha padas,
             * chara dasha with antardashas.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JaiminiResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    jyotishi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A question, and the birth details or use_vault. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "question": "When will I get married?",
                 *       "date": "1990-11-20",
                 *       "time": "16:00",
                 *       "latitude": 26.85,
                 *       "longitude": 80.95
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date
                     * @description Date the transits and running dashas are read at (noon at the birth place); default
                     * now.
                     * @example 1990-11-20
                     */
                    as_of?: string;
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /** @description With use_vault: which saved chart */
                    chart_id?: string;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date?: string;
                    /**
                     * @description Male or Female
                     * @enum {string}
                     */
                    gender?: "Male" | "Female" | "male" | "female";
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude?: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude?: number;
                    name?: string;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    question: string;
                    /**
                     * @description true: answer as server-sent events (text/event-stream): a `part` event for each part
                     * of the answer as it passes the checks (a model's sentence the moment it is verified), then one
                     * `answer` event with the whole response as without stream; a failure after the events began is an
                     * `error` event with status and detail.
                     */
                    stream?: boolean;
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time?: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /**
                     * @description Use the caller's saved chart (authorization: Bearer <session>): chart_id, else the
                     * profile's birth details
                     */
                    use_vault?: boolean;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description JyotishiResult as JSON, or with stream true as server-sent events ending in it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JyotishiResult"];
                    "text/event-stream": string;
                };
            };
            /**
             * @description Missing, invalid or expired session token: send authorization: Bearer <token> from
             * verify-otp (answer carries WWW-Authenticate: Bearer). Also an unknown X-API-Key.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    jyotishiChat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description A bounded conversation; birth details or use_vault optional (without them, only the rules are
         * retrieved).
         */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "messages": [
                 *         {
                 *           "role": "user",
                 *           "content": "What is Gaja Kesari yoga and do I have it?"
                 *         }
                 *       ],
                 *       "date": "1990-11-20",
                 *       "time": "16:00",
                 *       "latitude": 26.85,
                 *       "longitude": 80.95
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date
                     * @description Date the transits and running dashas are read at (noon at the birth place); default
                     * now.
                     * @example 1990-11-20
                     */
                    as_of?: string;
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /** @description With use_vault: which saved chart */
                    chart_id?: string;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date?: string;
                    /**
                     * @description Male or Female
                     * @enum {string}
                     */
                    gender?: "Male" | "Female" | "male" | "female";
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude?: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude?: number;
                    /** @description The conversation, oldest first, ending with the user's message (at most 20) */
                    messages: {
                        content: string;
                        role: "user" | "assistant";
                    }[];
                    name?: string;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description true: answer as server-sent events (text/event-stream): a `part` event for each part
                     * of the answer as it passes the checks (a model's sentence the moment it is verified), then one
                     * `answer` event with the whole response as without stream; a failure after the events began is an
                     * `error` event with status and detail.
                     */
                    stream?: boolean;
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time?: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /**
                     * @description Use the caller's saved chart (authorization: Bearer <session>): chart_id, else the
                     * profile's birth details
                     */
                    use_vault?: boolean;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description JyotishiChatResult as JSON, or with stream true as server-sent events ending in it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JyotishiChatResult"];
                    "text/event-stream": string;
                };
            };
            /**
             * @description Missing, invalid or expired session token: send authorization: Bearer <token> from
             * verify-otp (answer carries WWW-Authenticate: Bearer). Also an unknown X-API-Key.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    kalasarpa: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description birth_ body (birth_date, birth_time, birth_latitude, birth_longitude); the canonical
         * date/time/latitude/longitude is accepted too.
         */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "birth_date": "1990-11-20",
                 *       "birth_time": "16:00",
                 *       "birth_latitude": 26.85,
                 *       "birth_longitude": 80.95
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    birth_date?: string;
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    birth_latitude?: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    birth_longitude?: number;
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    birth_time?: string;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date?: string;
                    /**
                     * @description Male or Female
                     * @enum {string}
                     */
                    gender?: "Male" | "Female" | "male" | "female";
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude?: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude?: number;
                    name?: string;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time?: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Kalasarpa: the grahas against the Rahu-Ketu axis by degree, formation, type and direction.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KalasarpaResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    confirmApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "dev@example.org",
                 *       "code": "042917"
                 *     }
                 */
                "application/json": {
                    /** @description The six digits e-mailed by POST /api/v2/keys/register. */
                    code: string;
                    /**
                     * Format: email
                     * @example you@example.org
                     */
                    email: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description The address is confirmed: every key registered with it (now or later) has the keyed
             * headroom.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfirmApiKeyResult"];
                };
            };
            /**
             * @description Wrong, expired or already used code (a wrong try never voids a code; too many tries from one
             * client are a 429 for that client). Also an unknown X-API-Key.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    registerApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "dev@example.org",
                 *       "app_name": "my-panchang-app"
                 *     }
                 */
                "application/json": {
                    /** @example my-panchang-app */
                    app_name: string;
                    /**
                     * Format: email
                     * @example you@example.org
                     */
                    email: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description The free key (opaque) and whether it has its headroom yet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisterApiKeyResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    kootaExtended: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "bride": {
                 *         "name": "Bride",
                 *         "date": "1990-11-20",
                 *         "time": "16:00",
                 *         "latitude": 26.85,
                 *         "longitude": 80.95
                 *       },
                 *       "groom": {
                 *         "name": "Groom",
                 *         "date": "1988-03-02",
                 *         "time": "07:30",
                 *         "latitude": 28.61,
                 *         "longitude": 77.21
                 *       },
                 *       "love_marriage": false
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /**
                     * @description Bhakoot dosha cancelled by one sign lord only (default) or also by mutually friendly
                     * lords.
                     * @enum {string}
                     */
                    bhakoot_exception?: "same_lord" | "same_or_friendly_lords";
                    /**
                     * MatchPerson
                     * @description One partner: date, time (HH:MM), latitude, longitude.
                     */
                    bride: {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         * @example 1990-11-20
                         */
                        date: string;
                        /**
                         * @description Degrees, decimal; north positive.
                         * @example 28.6139
                         */
                        latitude: number;
                        /**
                         * @description Degrees, decimal; east positive.
                         * @example 77.209
                         */
                        longitude: number;
                        name?: string;
                        /**
                         * @description HH:MM (24-hour), seconds optional
                         * @example 14:30
                         */
                        time: string;
                        /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                        timezone?: string;
                        /**
                         * @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates.
                         */
                        utc_offset?: string;
                    };
                    /**
                     * MatchPerson
                     * @description One partner: date, time (HH:MM), latitude, longitude.
                     */
                    groom: {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         * @example 1990-11-20
                         */
                        date: string;
                        /**
                         * @description Degrees, decimal; north positive.
                         * @example 28.6139
                         */
                        latitude: number;
                        /**
                         * @description Degrees, decimal; east positive.
                         * @example 77.209
                         */
                        longitude: number;
                        name?: string;
                        /**
                         * @description HH:MM (24-hour), seconds optional
                         * @example 14:30
                         */
                        time: string;
                        /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                        timezone?: string;
                        /**
                         * @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates.
                         */
                        utc_offset?: string;
                    };
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /** @description Echoed; it changes nothing (see love_marriage in the response). */
                    love_marriage?: boolean;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description Rasi porutham by the bhakoot pairs (default) or by a sign count of 1 or more than 6.
                     * @enum {string}
                     */
                    rasi_reading?: "bhakoot" | "beyond_six";
                    /**
                     * @description Dina, Mahendra, Stri-Dirgha counted from the bride's star (default) or the groom's.
                     * @enum {string}
                     */
                    star_count?: "bride_to_groom" | "groom_to_bride";
                    /**
                     * @description Tara counted both ways (default, 1.5 each) or from the bride's star only (3 or 0).
                     * @enum {string}
                     */
                    tara_count?: "both_ways" | "bride_to_groom";
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Ashtakoota plus Mahendra, Stri-Dirgha, Rajju, Varna, Vedha, the bhakoot exceptions and the
             * manglik cross-check.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KootaExtendedResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    kundliV2: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Example",
                 *       "date": "1990-11-20",
                 *       "time": "16:00",
                 *       "latitude": 26.85,
                 *       "longitude": 80.95,
                 *       "lang": "hi"
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /** @description Days in a dasha year; default 365.25. */
                    dasha_year_days?: 360 | 365.2425 | 365.25 | 365.256363;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date: string;
                    /**
                     * @description Male or Female
                     * @enum {string}
                     */
                    gender?: "Male" | "Female" | "male" | "female";
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    name?: string;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KundliV2Result"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    phaladeepikaNarrative: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Example",
                 *       "date": "1990-11-20",
                 *       "time": "16:00",
                 *       "latitude": 26.85,
                 *       "longitude": 80.95
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /** @description Days in a dasha year; default 365.25. */
                    dasha_year_days?: 360 | 365.2425 | 365.25 | 365.256363;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date: string;
                    /**
                     * @description Male or Female
                     * @enum {string}
                     */
                    gender?: "Male" | "Female" | "male" | "female";
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    name?: string;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Chart narrative in 13 sections, every sentence filled from computed facts by a cited rule.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhaladeepikaNarrativeResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    lifeContext: {
        parameters: {
            query: {
                /** @description Age in years, 0 to 120. */
                age: number;
                /** @description Only this life area. */
                area_id?:
                    | "education"
                    | "career"
                    | "marriage"
                    | "children"
                    | "wealth"
                    | "property"
                    | "health"
                    | "spirituality";
                /** @description Male or Female; default Female. */
                gender?: "Male" | "Female" | "male" | "female";
                /**
                 * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit, IAST).
                 * Existing name fields never change.
                 */
                lang?: "en" | "hi" | "sa";
                /**
                 * @description Degrees, decimal; north positive.
                 * @example 28.6139
                 */
                lat?: number;
                /**
                 * @description Alias of `lat`; give one of the two.
                 * @example 28.6139
                 */
                latitude?: number;
                /**
                 * @description Degrees, decimal; east positive.
                 * @example 77.209
                 */
                lon?: number;
                /**
                 * @description Alias of `lon`; give one of the two.
                 * @example 77.209
                 */
                longitude?: number;
                /** @description Indian state or union territory (e.g. Kerala, Orissa, J&K). */
                state?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Life-stage calibration in bands, never percentages: the stage of life at an age and each
             * life area's relevance band.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LifeContextResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    limits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description The operational limits, from the one table the code reads. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LimitsResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            429: components["responses"]["RateLimited"];
        };
    };
    mangalDosha: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description birth_ body (birth_date, birth_time, birth_latitude, birth_longitude); the canonical
         * date/time/latitude/longitude is accepted too.
         */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "birth_date": "1990-11-20",
                 *       "birth_time": "16:00",
                 *       "birth_latitude": 26.85,
                 *       "birth_longitude": 80.95
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    birth_date?: string;
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    birth_latitude?: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    birth_longitude?: number;
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    birth_time?: string;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date?: string;
                    /**
                     * @description Male or Female
                     * @enum {string}
                     */
                    gender?: "Male" | "Female" | "male" | "female";
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude?: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude?: number;
                    name?: string;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time?: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Mangal dosha from the lagna, the Moon and Venus, with the cancellations that hold, severity
             * and parihaar.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MangalDoshaResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    marksMirror: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A mark the reader reports; no chart. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "mark": "mole",
                 *       "body_part": "forehead",
                 *       "side": "left"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Where it is
                     * @enum {string}
                     */
                    body_part:
                        | "head"
                        | "hair"
                        | "forehead"
                        | "eyebrows"
                        | "eyes"
                        | "ears"
                        | "nose"
                        | "cheeks"
                        | "lips"
                        | "teeth"
                        | "tongue"
                        | "chin"
                        | "neck"
                        | "shoulders"
                        | "arms"
                        | "hands"
                        | "palm_lines"
                        | "nails"
                        | "chest"
                        | "belly"
                        | "navel"
                        | "back"
                        | "waist"
                        | "thighs"
                        | "knees"
                        | "shanks"
                        | "feet"
                        | "toes";
                    /**
                     * @description What the mark is
                     * @enum {string}
                     */
                    mark: "mole" | "birthmark" | "scar" | "pimple_or_boil";
                    /**
                     * @description Which side (echoed; the passages are looked up by the part)
                     * @enum {string}
                     */
                    side?: "left" | "right" | "middle";
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description The passages that speak to a reported mark: edition and chapter named, text not bundled
             * (PARTIAL).
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarksMirrorResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    marriageActivation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description `native` (birth with time; `gender` required when a partner is given, since the kootas count
         * from the bride) and optional `partner` (time optional), plus as_of, horizon_years and the convention options.
         */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "native": {
                 *         "name": "Example",
                 *         "date": "1990-11-20",
                 *         "time": "16:00",
                 *         "latitude": 26.85,
                 *         "longitude": 80.95,
                 *         "gender": "Female"
                 *       },
                 *       "partner": {
                 *         "name": "Partner",
                 *         "date": "1988-03-02",
                 *         "time": "07:30",
                 *         "latitude": 28.61,
                 *         "longitude": 77.21
                 *       },
                 *       "as_of": "2026-01-01"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date
                     * @description Date the report is read at (noon at the birth place); default today. Not before the
                     * birth.
                     * @example 1990-11-20
                     */
                    as_of?: string;
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /** @description Days in a dasha year; default 365.25. */
                    dasha_year_days?: 360 | 365.2425 | 365.25 | 365.256363;
                    /**
                     * @description Years after as_of searched for timing windows; default 10.
                     * @default 10
                     */
                    horizon_years?: number;
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * ReportNative
                     * @description A birth with its time (HH:MM): the houses need the lagna.
                     */
                    native: {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         * @example 1990-11-20
                         */
                        date: string;
                        /**
                         * @description Male or Female
                         * @enum {string}
                         */
                        gender?: "Male" | "Female" | "male" | "female";
                        /**
                         * @description Degrees, decimal; north positive.
                         * @example 28.6139
                         */
                        latitude: number;
                        /**
                         * @description Degrees, decimal; east positive.
                         * @example 77.209
                         */
                        longitude: number;
                        name?: string;
                        /**
                         * @description HH:MM (24-hour), seconds optional
                         * @example 14:30
                         */
                        time: string;
                        /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                        timezone?: string;
                        /**
                         * @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates.
                         */
                        utc_offset?: string;
                    };
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * ReportPartner
                     * @description The partner's birth; without a time the matching is not evaluated and the report
                     * says so (PARTIAL).
                     */
                    partner?: {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         * @example 1990-11-20
                         */
                        date: string;
                        /**
                         * @description Male or Female
                         * @enum {string}
                         */
                        gender?: "Male" | "Female" | "male" | "female";
                        /**
                         * @description Degrees, decimal; north positive.
                         * @example 28.6139
                         */
                        latitude: number;
                        /**
                         * @description Degrees, decimal; east positive.
                         * @example 77.209
                         */
                        longitude: number;
                        name?: string;
                        /**
                         * @description HH:MM (24-hour), seconds optional
                         * @example 14:30
                         */
                        time?: string;
                        /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                        timezone?: string;
                        /**
                         * @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates.
                         */
                        utc_offset?: string;
                    };
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description Marriage activation report; with a partner, the matching engine's results. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarriageReportResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    marriageClassicalAudit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "latitude": 28.6139,
                 *       "longitude": 77.209,
                 *       "muhurta_date": "2027-02-10",
                 *       "muhurta_time": "20:30",
                 *       "bride": {
                 *         "name": "Bride",
                 *         "date": "1990-11-20",
                 *         "time": "16:00",
                 *         "latitude": 26.85,
                 *         "longitude": 80.95
                 *       },
                 *       "groom": {
                 *         "name": "Groom",
                 *         "date": "1988-03-02",
                 *         "time": "07:30",
                 *         "latitude": 28.61,
                 *         "longitude": 77.21
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /**
                     * MuhurtaPartner
                     * @description A partner's birth: date, time (HH:MM), latitude, longitude.
                     */
                    bride: {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         * @example 1990-11-20
                         */
                        date: string;
                        /**
                         * @description Degrees, decimal; north positive.
                         * @example 28.6139
                         */
                        latitude: number;
                        /**
                         * @description Degrees, decimal; east positive.
                         * @example 77.209
                         */
                        longitude: number;
                        name?: string;
                        /**
                         * @description HH:MM (24-hour), seconds optional
                         * @example 14:30
                         */
                        time: string;
                        /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                        timezone?: string;
                        /**
                         * @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates.
                         */
                        utc_offset?: string;
                    };
                    /**
                     * MuhurtaPartner
                     * @description A partner's birth: date, time (HH:MM), latitude, longitude.
                     */
                    groom: {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         * @example 1990-11-20
                         */
                        date: string;
                        /**
                         * @description Degrees, decimal; north positive.
                         * @example 28.6139
                         */
                        latitude: number;
                        /**
                         * @description Degrees, decimal; east positive.
                         * @example 77.209
                         */
                        longitude: number;
                        name?: string;
                        /**
                         * @description HH:MM (24-hour), seconds optional
                         * @example 14:30
                         */
                        time: string;
                        /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                        timezone?: string;
                        /**
                         * @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates.
                         */
                        utc_offset?: string;
                    };
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    muhurta_date: string;
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    muhurta_time: string;
                    /**
                     * @description How the rules are applied: classical (the default here: every rule as the texts
                     * state it), north_indian_almanac or south_indian_almanac.
                     * @enum {string}
                     */
                    practice?: "north_indian_almanac" | "south_indian_almanac" | "classical";
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description The classical marriage checklist of one moment for both partners. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarriageAuditResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    marriageReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description `native` (birth with time; `gender` required when a partner is given, since the kootas count
         * from the bride) and optional `partner` (time optional), plus as_of, horizon_years and the convention options.
         */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "native": {
                 *         "name": "Example",
                 *         "date": "1990-11-20",
                 *         "time": "16:00",
                 *         "latitude": 26.85,
                 *         "longitude": 80.95,
                 *         "gender": "Female"
                 *       },
                 *       "partner": {
                 *         "name": "Partner",
                 *         "date": "1988-03-02",
                 *         "time": "07:30",
                 *         "latitude": 28.61,
                 *         "longitude": 77.21
                 *       },
                 *       "as_of": "2026-01-01"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date
                     * @description Date the report is read at (noon at the birth place); default today. Not before the
                     * birth.
                     * @example 1990-11-20
                     */
                    as_of?: string;
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /** @description Days in a dasha year; default 365.25. */
                    dasha_year_days?: 360 | 365.2425 | 365.25 | 365.256363;
                    /**
                     * @description Years after as_of searched for timing windows; default 10.
                     * @default 10
                     */
                    horizon_years?: number;
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * ReportNative
                     * @description A birth with its time (HH:MM): the houses need the lagna.
                     */
                    native: {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         * @example 1990-11-20
                         */
                        date: string;
                        /**
                         * @description Male or Female
                         * @enum {string}
                         */
                        gender?: "Male" | "Female" | "male" | "female";
                        /**
                         * @description Degrees, decimal; north positive.
                         * @example 28.6139
                         */
                        latitude: number;
                        /**
                         * @description Degrees, decimal; east positive.
                         * @example 77.209
                         */
                        longitude: number;
                        name?: string;
                        /**
                         * @description HH:MM (24-hour), seconds optional
                         * @example 14:30
                         */
                        time: string;
                        /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                        timezone?: string;
                        /**
                         * @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates.
                         */
                        utc_offset?: string;
                    };
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * ReportPartner
                     * @description The partner's birth; without a time the matching is not evaluated and the report
                     * says so (PARTIAL).
                     */
                    partner?: {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         * @example 1990-11-20
                         */
                        date: string;
                        /**
                         * @description Male or Female
                         * @enum {string}
                         */
                        gender?: "Male" | "Female" | "male" | "female";
                        /**
                         * @description Degrees, decimal; north positive.
                         * @example 28.6139
                         */
                        latitude: number;
                        /**
                         * @description Degrees, decimal; east positive.
                         * @example 77.209
                         */
                        longitude: number;
                        name?: string;
                        /**
                         * @description HH:MM (24-hour), seconds optional
                         * @example 14:30
                         */
                        time?: string;
                        /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                        timezone?: string;
                        /**
                         * @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates.
                         */
                        utc_offset?: string;
                    };
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description Marriage activation report; with a partner, the matching engine's results. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarriageReportResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    marriageTimingMatrix: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Either `person` (birth_ fields) or both `bride` and `groom`. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /** MarriageTimingPartner */
                    bride?: {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         * @example 1990-11-20
                         */
                        date: string;
                        /**
                         * @description Degrees, decimal; north positive.
                         * @example 28.6139
                         */
                        latitude: number;
                        /**
                         * @description Degrees, decimal; east positive.
                         * @example 77.209
                         */
                        longitude: number;
                        name?: string;
                        /**
                         * @description HH:MM (24-hour), seconds optional
                         * @example 14:30
                         */
                        time: string;
                        /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                        timezone?: string;
                        /**
                         * @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates.
                         */
                        utc_offset?: string;
                    };
                    /** @description Days in a dasha year; default 365.25. */
                    dasha_year_days?: 360 | 365.2425 | 365.25 | 365.256363;
                    /** @description Scan from this age (default: the legal minimum age, 18 or 21) */
                    from_age?: number;
                    /** MarriageTimingPartner */
                    groom?: {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         * @example 1990-11-20
                         */
                        date: string;
                        /**
                         * @description Degrees, decimal; north positive.
                         * @example 28.6139
                         */
                        latitude: number;
                        /**
                         * @description Degrees, decimal; east positive.
                         * @example 77.209
                         */
                        longitude: number;
                        name?: string;
                        /**
                         * @description HH:MM (24-hour), seconds optional
                         * @example 14:30
                         */
                        time: string;
                        /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                        timezone?: string;
                        /**
                         * @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates.
                         */
                        utc_offset?: string;
                    };
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * MarriageTimingPerson
                     * @description One person, birth_ fields; gender sets the legal minimum age (21 male, 18 female or
                     * unsaid).
                     */
                    person?: {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         * @example 1990-11-20
                         */
                        birth_date: string;
                        /**
                         * @description Degrees, decimal; north positive.
                         * @example 28.6139
                         */
                        birth_latitude: number;
                        /**
                         * @description Degrees, decimal; east positive.
                         * @example 77.209
                         */
                        birth_longitude: number;
                        /**
                         * @description HH:MM (24-hour), seconds optional
                         * @example 14:30
                         */
                        birth_time: string;
                        /**
                         * @description Male or Female
                         * @enum {string}
                         */
                        gender?: "Male" | "Female" | "male" | "female";
                        name?: string;
                        /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                        timezone?: string;
                        /**
                         * @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates.
                         */
                        utc_offset?: string;
                    };
                    /** @description Scan to this age (default 45; at most 50 years after from_age) */
                    to_age?: number;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Promised age range, dasha gate, Jupiter trigger, double transit and windows; for a couple,
             * the overlaps.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarriageTimingResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    marriageTimingMatrixUi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description As the matrix: `person`, or `bride` and `groom`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "bride": {
                 *         "name": "Bride",
                 *         "date": "1990-11-20",
                 *         "time": "16:00",
                 *         "latitude": 26.85,
                 *         "longitude": 80.95
                 *       },
                 *       "groom": {
                 *         "name": "Groom",
                 *         "date": "1988-03-02",
                 *         "time": "07:30",
                 *         "latitude": 28.61,
                 *         "longitude": 77.21
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /** MarriageTimingPartner */
                    bride?: {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         * @example 1990-11-20
                         */
                        date: string;
                        /**
                         * @description Degrees, decimal; north positive.
                         * @example 28.6139
                         */
                        latitude: number;
                        /**
                         * @description Degrees, decimal; east positive.
                         * @example 77.209
                         */
                        longitude: number;
                        name?: string;
                        /**
                         * @description HH:MM (24-hour), seconds optional
                         * @example 14:30
                         */
                        time: string;
                        /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                        timezone?: string;
                        /**
                         * @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates.
                         */
                        utc_offset?: string;
                    };
                    /** @description Days in a dasha year; default 365.25. */
                    dasha_year_days?: 360 | 365.2425 | 365.25 | 365.256363;
                    /** @description Scan from this age (default: the legal minimum age, 18 or 21) */
                    from_age?: number;
                    /** MarriageTimingPartner */
                    groom?: {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         * @example 1990-11-20
                         */
                        date: string;
                        /**
                         * @description Degrees, decimal; north positive.
                         * @example 28.6139
                         */
                        latitude: number;
                        /**
                         * @description Degrees, decimal; east positive.
                         * @example 77.209
                         */
                        longitude: number;
                        name?: string;
                        /**
                         * @description HH:MM (24-hour), seconds optional
                         * @example 14:30
                         */
                        time: string;
                        /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                        timezone?: string;
                        /**
                         * @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates.
                         */
                        utc_offset?: string;
                    };
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * MarriageTimingPerson
                     * @description One person, birth_ fields; gender sets the legal minimum age (21 male, 18 female or
                     * unsaid).
                     */
                    person?: {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         * @example 1990-11-20
                         */
                        birth_date: string;
                        /**
                         * @description Degrees, decimal; north positive.
                         * @example 28.6139
                         */
                        birth_latitude: number;
                        /**
                         * @description Degrees, decimal; east positive.
                         * @example 77.209
                         */
                        birth_longitude: number;
                        /**
                         * @description HH:MM (24-hour), seconds optional
                         * @example 14:30
                         */
                        birth_time: string;
                        /**
                         * @description Male or Female
                         * @enum {string}
                         */
                        gender?: "Male" | "Female" | "male" | "female";
                        name?: string;
                        /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                        timezone?: string;
                        /**
                         * @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates.
                         */
                        utc_offset?: string;
                    };
                    /** @description Scan to this age (default 45; at most 50 years after from_age) */
                    to_age?: number;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description The timing as a timeline: rows per person and layer, one column per year, and the couple's
             * sync score with its formula.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarriageTimelineResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    matchBatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "proband": {
                 *         "name": "Groom",
                 *         "date": "1988-03-02",
                 *         "time": "07:30",
                 *         "latitude": 28.61,
                 *         "longitude": 77.21
                 *       },
                 *       "proband_role": "groom",
                 *       "system": "ashtakoota",
                 *       "candidates": [
                 *         {
                 *           "id": "c1",
                 *           "name": "Bride",
                 *           "date": "1990-11-20",
                 *           "time": "16:00",
                 *           "latitude": 26.85,
                 *           "longitude": 80.95
                 *         },
                 *         {
                 *           "id": "c2",
                 *           "name": "Second",
                 *           "date": "1991-06-15",
                 *           "time": "09:10",
                 *           "latitude": 19.07,
                 *           "longitude": 72.88
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /**
                     * @description Bhakoot dosha cancelled by one sign lord only (default) or also by mutually friendly
                     * lords.
                     * @enum {string}
                     */
                    bhakoot_exception?: "same_lord" | "same_or_friendly_lords";
                    /** @description Up to 50 candidates. */
                    candidates: {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         * @example 1990-11-20
                         */
                        date: string;
                        id?: string;
                        /**
                         * @description Degrees, decimal; north positive.
                         * @example 28.6139
                         */
                        latitude: number;
                        /**
                         * @description Degrees, decimal; east positive.
                         * @example 77.209
                         */
                        longitude: number;
                        name?: string;
                        /**
                         * @description HH:MM (24-hour), seconds optional
                         * @example 14:30
                         */
                        time: string;
                        /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                        timezone?: string;
                        /**
                         * @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates.
                         */
                        utc_offset?: string;
                    }[];
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * MatchPerson
                     * @description One partner: date, time (HH:MM), latitude, longitude.
                     */
                    proband: {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         * @example 1990-11-20
                         */
                        date: string;
                        /**
                         * @description Degrees, decimal; north positive.
                         * @example 28.6139
                         */
                        latitude: number;
                        /**
                         * @description Degrees, decimal; east positive.
                         * @example 77.209
                         */
                        longitude: number;
                        name?: string;
                        /**
                         * @description HH:MM (24-hour), seconds optional
                         * @example 14:30
                         */
                        time: string;
                        /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                        timezone?: string;
                        /**
                         * @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates.
                         */
                        utc_offset?: string;
                    };
                    /**
                     * @description The proband is the groom (candidates are brides) or the bride.
                     * @enum {string}
                     */
                    proband_role: "groom" | "bride";
                    /**
                     * @description Rasi porutham by the bhakoot pairs (default) or by a sign count of 1 or more than 6.
                     * @enum {string}
                     */
                    rasi_reading?: "bhakoot" | "beyond_six";
                    /**
                     * @description Dina, Mahendra, Stri-Dirgha counted from the bride's star (default) or the groom's.
                     * @enum {string}
                     */
                    star_count?: "bride_to_groom" | "groom_to_bride";
                    /**
                     * @description Ranking system; default ashtakoota.
                     * @enum {string}
                     */
                    system?: "ashtakoota" | "dashakoot";
                    /**
                     * @description Tara counted both ways (default, 1.5 each) or from the bride's star only (3 or 0).
                     * @enum {string}
                     */
                    tara_count?: "both_ways" | "bride_to_groom";
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Candidates ranked: by guna score (ashtakoota), or by essentials then poruthams matched then
             * guna score (dashakoot).
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchBatchResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    matchmaking: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Flat matchmaking body: boy_ (groom) and girl_ (bride) keys. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "boy_name": "Groom",
                 *       "boy_date": "1988-03-02",
                 *       "boy_time": "07:30",
                 *       "boy_latitude": 28.61,
                 *       "boy_longitude": 77.21,
                 *       "girl_name": "Bride",
                 *       "girl_date": "1990-11-20",
                 *       "girl_time": "16:00",
                 *       "girl_latitude": 26.85,
                 *       "girl_longitude": 80.95
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /**
                     * @description Bhakoot dosha cancelled by one sign lord only (default) or also by mutually friendly
                     * lords.
                     * @enum {string}
                     */
                    bhakoot_exception?: "same_lord" | "same_or_friendly_lords";
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    boy_date: string;
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    boy_latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    boy_longitude: number;
                    boy_name?: string;
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    boy_time: string;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    girl_date: string;
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    girl_latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    girl_longitude: number;
                    girl_name?: string;
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    girl_time: string;
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description Tara counted both ways (default, 1.5 each) or from the bride's star only (3 or 0).
                     * @enum {string}
                     */
                    tara_count?: "both_ways" | "bride_to_groom";
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Ashtakoota guna milan across the eight kootas, scored and explained (girl_ = bride, boy_ =
             * groom).
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchmakingResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    memoryEvents: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description The account's life events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemoryEventsResult"];
                };
            };
            /**
             * @description Missing, invalid or expired session token: send authorization: Bearer <token> from
             * verify-otp (answer carries WWW-Authenticate: Bearer). Also an unknown X-API-Key.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    memoryEventCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "date": "2019-06-01",
                 *       "category": "career",
                 *       "note": "First job in Pune"
                 *     }
                 */
                "application/json": {
                    /** @example career */
                    category: string;
                    chart_id?: string | null;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date: string;
                    note?: string | null;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description Recorded (201). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemoryEventCreateResult"];
                };
            };
            /** @description Recorded (201). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemoryEventCreateResult"];
                };
            };
            /**
             * @description Missing, invalid or expired session token: send authorization: Bearer <token> from
             * verify-otp (answer carries WWW-Authenticate: Bearer). Also an unknown X-API-Key.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    memoryEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description The event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemoryEventResult"];
                };
            };
            /**
             * @description Missing, invalid or expired session token: send authorization: Bearer <token> from
             * verify-otp (answer carries WWW-Authenticate: Bearer). Also an unknown X-API-Key.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No event with this id in the account (another account's event answers the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    memoryEventUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "note": "First job in Pune (software)"
                 *     }
                 */
                "application/json": {
                    /** @example career */
                    category?: string;
                    chart_id?: string | null;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date?: string;
                    note?: string | null;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description The event as changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemoryEventUpdateResult"];
                };
            };
            /**
             * @description Missing, invalid or expired session token: send authorization: Bearer <token> from
             * verify-otp (answer carries WWW-Authenticate: Bearer). Also an unknown X-API-Key.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No event with this id in the account (another account's event answers the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    memoryEventDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemoryEventDeleteResult"];
                };
            };
            /**
             * @description Missing, invalid or expired session token: send authorization: Bearer <token> from
             * verify-otp (answer carries WWW-Authenticate: Bearer). Also an unknown X-API-Key.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No event with this id in the account (another account's event answers the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    muhurtaComplete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "date": "2026-11-25",
                 *       "time": "10:30",
                 *       "latitude": 28.6139,
                 *       "longitude": 77.209,
                 *       "activity": "vivah"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The act (default general): vivah, yatra, griha_pravesh, upanayana, general,
                     * garbhadhana, travel, mundan, namakarana, annaprashana, karnavedha, vidyarambha, vahana, property,
                     * vyapara
                     * @enum {string}
                     */
                    activity?:
                        | "vivah"
                        | "yatra"
                        | "griha_pravesh"
                        | "upanayana"
                        | "general"
                        | "garbhadhana"
                        | "travel"
                        | "mundan"
                        | "namakarana"
                        | "annaprashana"
                        | "karnavedha"
                        | "vidyarambha"
                        | "vahana"
                        | "property"
                        | "vyapara";
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date: string;
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    /**
                     * @description How the muhurta rules are applied: north_indian_almanac (the default: as the Hindi
                     * panchangs and their marriage lists do), south_indian_almanac, or classical (every rule as the
                     * texts state it, combustion by the fixed orb). A rule the chosen practice relaxes that a classical
                     * reading would close is listed in stricter_rules.
                     * @enum {string}
                     */
                    practice?: "north_indian_almanac" | "south_indian_almanac" | "classical";
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description One moment: the day's band for the activity, each act's verdict with benefits and issues,
             * the angas and special yogas.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MuhurtaCompleteResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    muhurtaFinder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "latitude": 28.6139,
                 *       "longitude": 77.209,
                 *       "karma": "vivah",
                 *       "days_ahead": 90,
                 *       "only_shubha": true,
                 *       "start_date": "2026-11-20"
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /** @description Days scanned, 1 to 90 (default 30) */
                    days_ahead?: number;
                    /**
                     * @description json (default), or ics: the good windows as an iCalendar feed (text/calendar)
                     * @enum {string}
                     */
                    format?: "json" | "ics";
                    /**
                     * @description The act (default general): vivah, yatra, griha_pravesh, upanayana, general,
                     * garbhadhana, travel, mundan, namakarana, annaprashana, karnavedha, vidyarambha, vahana, property,
                     * vyapara
                     * @enum {string}
                     */
                    karma?:
                        | "vivah"
                        | "yatra"
                        | "griha_pravesh"
                        | "upanayana"
                        | "general"
                        | "garbhadhana"
                        | "travel"
                        | "mundan"
                        | "namakarana"
                        | "annaprashana"
                        | "karnavedha"
                        | "vidyarambha"
                        | "vahana"
                        | "property"
                        | "vyapara";
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    /** @description Return only days banded good or excellent (default false: every day, scored) */
                    only_shubha?: boolean;
                    /**
                     * @description How the muhurta rules are applied: north_indian_almanac (the default: as the Hindi
                     * panchangs and their marriage lists do), south_indian_almanac, or classical (every rule as the
                     * texts state it, combustion by the fixed orb). A rule the chosen practice relaxes that a classical
                     * reading would close is listed in stricter_rules.
                     * @enum {string}
                     */
                    practice?: "north_indian_almanac" | "south_indian_almanac" | "classical";
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    start_date?: string;
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description The scan as JSON (MuhurtaFinderResult), or with format "ics" as an iCalendar feed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MuhurtaFinderResult"];
                    "text/calendar": string;
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    muhurtaIntelligence: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event_type": "general",
                 *       "users": [
                 *         {
                 *           "name": "A",
                 *           "birth_date": "1990-11-20",
                 *           "birth_time": "16:00",
                 *           "birth_latitude": 26.85,
                 *           "birth_longitude": 80.95
                 *         },
                 *         {
                 *           "name": "B",
                 *           "birth_date": "1988-03-02",
                 *           "birth_time": "07:30",
                 *           "birth_latitude": 28.61,
                 *           "birth_longitude": 77.21
                 *         },
                 *         {
                 *           "name": "C",
                 *           "birth_date": "2015-06-10",
                 *           "birth_time": "09:45",
                 *           "birth_latitude": 19.07,
                 *           "birth_longitude": 72.88
                 *         }
                 *       ],
                 *       "latitude": 28.6139,
                 *       "longitude": 77.209,
                 *       "start_date": "2027-01-15",
                 *       "end_date": "2027-04-14",
                 *       "max_results": 3
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    end_date: string;
                    /**
                     * @description The act (karma)
                     * @enum {string}
                     */
                    event_type:
                        | "vivah"
                        | "yatra"
                        | "griha_pravesh"
                        | "upanayana"
                        | "general"
                        | "garbhadhana"
                        | "travel"
                        | "mundan"
                        | "namakarana"
                        | "annaprashana"
                        | "karnavedha"
                        | "vidyarambha"
                        | "vahana"
                        | "property"
                        | "vyapara";
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    /** @description 1 to 3 (default 3) */
                    max_results?: number;
                    /**
                     * @description How the muhurta rules are applied: north_indian_almanac (the default: as the Hindi
                     * panchangs and their marriage lists do), south_indian_almanac, or classical (every rule as the
                     * texts state it, combustion by the fixed orb). A rule the chosen practice relaxes that a classical
                     * reading would close is listed in stricter_rules.
                     * @enum {string}
                     */
                    practice?: "north_indian_almanac" | "south_indian_almanac" | "classical";
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    start_date: string;
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Up to 10 people, each with birth_ fields */
                    users?: {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         * @example 1990-11-20
                         */
                        birth_date: string;
                        /**
                         * @description Degrees, decimal; north positive.
                         * @example 28.6139
                         */
                        birth_latitude: number;
                        /**
                         * @description Degrees, decimal; east positive.
                         * @example 77.209
                         */
                        birth_longitude: number;
                        /**
                         * @description HH:MM (24-hour), seconds optional
                         * @example 14:30
                         */
                        birth_time: string;
                        name?: string;
                        /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                        timezone?: string;
                        /**
                         * @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates.
                         */
                        utc_offset?: string;
                    }[];
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Dates filtered through nine named layers in a stated order, survivors ranked, at most
             * max_results returned, with the rejection audit.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MuhurtaIntelligenceResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    marriageMuhurta: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "latitude": 28.6139,
                 *       "longitude": 77.209,
                 *       "start_date": "2027-01-15",
                 *       "end_date": "2027-03-15",
                 *       "bride": {
                 *         "name": "Bride",
                 *         "date": "1990-11-20",
                 *         "time": "16:00",
                 *         "latitude": 26.85,
                 *         "longitude": 80.95
                 *       },
                 *       "groom": {
                 *         "name": "Groom",
                 *         "date": "1988-03-02",
                 *         "time": "07:30",
                 *         "latitude": 28.61,
                 *         "longitude": 77.21
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /**
                     * MuhurtaPartner
                     * @description A partner's birth: date, time (HH:MM), latitude, longitude.
                     */
                    bride?: {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         * @example 1990-11-20
                         */
                        date: string;
                        /**
                         * @description Degrees, decimal; north positive.
                         * @example 28.6139
                         */
                        latitude: number;
                        /**
                         * @description Degrees, decimal; east positive.
                         * @example 77.209
                         */
                        longitude: number;
                        name?: string;
                        /**
                         * @description HH:MM (24-hour), seconds optional
                         * @example 14:30
                         */
                        time: string;
                        /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                        timezone?: string;
                        /**
                         * @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates.
                         */
                        utc_offset?: string;
                    };
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    end_date?: string;
                    /**
                     * MuhurtaPartner
                     * @description A partner's birth: date, time (HH:MM), latitude, longitude.
                     */
                    groom?: {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         * @example 1990-11-20
                         */
                        date: string;
                        /**
                         * @description Degrees, decimal; north positive.
                         * @example 28.6139
                         */
                        latitude: number;
                        /**
                         * @description Degrees, decimal; east positive.
                         * @example 77.209
                         */
                        longitude: number;
                        name?: string;
                        /**
                         * @description HH:MM (24-hour), seconds optional
                         * @example 14:30
                         */
                        time: string;
                        /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                        timezone?: string;
                        /**
                         * @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates.
                         */
                        utc_offset?: string;
                    };
                    /** @description Also list days with no window (default false) */
                    include_closed?: boolean;
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    /**
                     * @description How the muhurta rules are applied: north_indian_almanac (the default: as the Hindi
                     * panchangs and their marriage lists do), south_indian_almanac, or classical (every rule as the
                     * texts state it, combustion by the fixed orb). A rule the chosen practice relaxes that a classical
                     * reading would close is listed in stricter_rules.
                     * @enum {string}
                     */
                    practice?: "north_indian_almanac" | "south_indian_almanac" | "classical";
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    start_date: string;
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Marriage day scan: lagna shuddhi windows, dagdha checks, both partners' tarabala and
             * chandrabala when given.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarriageMuhurtaResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    travelMuhurtaAlias: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "date": "2026-11-23",
                 *       "time": "08:30",
                 *       "latitude": 28.6139,
                 *       "longitude": 77.209,
                 *       "direction": "East"
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date: string;
                    /**
                     * @description Direction of travel from the place; default North
                     * @enum {string}
                     */
                    direction?: "North" | "East" | "South" | "West";
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude?: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude?: number;
                    /**
                     * @description How the muhurta rules are applied: north_indian_almanac (the default: as the Hindi
                     * panchangs and their marriage lists do), south_indian_almanac, or classical (every rule as the
                     * texts state it, combustion by the fixed orb). A rule the chosen practice relaxes that a classical
                     * reading would close is listed in stricter_rules.
                     * @enum {string}
                     */
                    practice?: "north_indian_almanac" | "south_indian_almanac" | "classical";
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time?: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Direction-aware travel muhurta: disha shool, nakshatra shool, the Moon's direction, the
             * yatra doshas, an advisory remedy and the day's panchanga strip.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TravelMuhurtaResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    namkaranSyllables: {
        parameters: {
            query?: {
                /**
                 * @description YYYY-MM-DD
                 * @example 1990-11-20
                 */
                date?: string;
                /**
                 * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit, IAST).
                 * Existing name fields never change.
                 */
                lang?: "en" | "hi" | "sa";
                /**
                 * @description Degrees, decimal; north positive.
                 * @example 28.6139
                 */
                lat?: number;
                /**
                 * @description Alias of `lat`; give one of the two.
                 * @example 28.6139
                 */
                latitude?: number;
                /**
                 * @description Degrees, decimal; east positive.
                 * @example 77.209
                 */
                lon?: number;
                /**
                 * @description Alias of `lon`; give one of the two.
                 * @example 77.209
                 */
                longitude?: number;
                /** @description Nakshatra index, 0 = Ashwini. */
                nakshatra?: number;
                nakshatra_name?: string;
                pada?: number;
                /**
                 * @description HH:MM (24-hour), seconds optional
                 * @example 14:30
                 */
                time?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Naming syllables (avakahada chakra) of a nakshatra pada: LIVE from a birth moment (with
             * moon_longitude, conventions, warnings), REFERENCE from a nakshatra.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NamkaranSyllablesResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    dailyGatesSend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Accepted (202): the run is queued, nothing is sent yet. Its first fan-out job reads a page
             * of opted-in accounts, queues one digest job per account and local day (skipping those the outbox records
             * as sent; a job already waiting is not added twice) and queues the next page; workers send the digests, at
             * most once each, retrying failed sends with backoff.
             */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DailyGatesSendResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            /** @description X-Cron-Secret absent or wrong, or no CRON_SECRET configured: cron routes fail closed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
            /**
             * @description The job queue (Redis) cannot be reached right now; nothing was queued. Retry-After says when
             * to try again.
             */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    notificationPrefs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description Notification preferences. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPrefsResult"];
                };
            };
            /**
             * @description Missing, invalid or expired session token: send authorization: Bearer <token> from
             * verify-otp (answer carries WWW-Authenticate: Bearer). Also an unknown X-API-Key.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            429: components["responses"]["RateLimited"];
        };
    };
    notificationPrefsUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "daily_gates": true,
                 *       "place": {
                 *         "name": "Lucknow",
                 *         "latitude": 26.85,
                 *         "longitude": 80.95
                 *       }
                 *     }
                 */
                "application/json": {
                    daily_gates: boolean;
                    place?: {
                        /**
                         * @description Degrees, decimal; north positive.
                         * @example 28.6139
                         */
                        latitude: number;
                        /**
                         * @description Degrees, decimal; east positive.
                         * @example 77.209
                         */
                        longitude: number;
                        name?: string;
                    } | null;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description The preferences as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPrefsUpdateResult"];
                };
            };
            /**
             * @description Missing, invalid or expired session token: send authorization: Bearer <token> from
             * verify-otp (answer carries WWW-Authenticate: Bearer). Also an unknown X-API-Key.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    oracleAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description question_id or question_text; the birth fields when the question reads a chart; partner and
         * gender for compatibility (q36).
         */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "question_id": "q01",
                 *       "name": "Example",
                 *       "gender": "Female",
                 *       "date": "1990-11-20",
                 *       "time": "16:00",
                 *       "latitude": 26.85,
                 *       "longitude": 80.95,
                 *       "as_of": "2026-06-01"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date
                     * @description Date the transits and running dashas are read at (noon at the birth place); default
                     * now.
                     * @example 1990-11-20
                     */
                    as_of?: string;
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date?: string;
                    /**
                     * @description Male or Female
                     * @enum {string}
                     */
                    gender?: "Male" | "Female" | "male" | "female";
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude?: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude?: number;
                    name?: string;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * OraclePartner
                     * @description The partner's birth, for compatibility (q36).
                     */
                    partner?: {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         * @example 1990-11-20
                         */
                        date: string;
                        /**
                         * @description Degrees, decimal; north positive.
                         * @example 28.6139
                         */
                        latitude: number;
                        /**
                         * @description Degrees, decimal; east positive.
                         * @example 77.209
                         */
                        longitude: number;
                        name?: string;
                        /**
                         * @description HH:MM (24-hour), seconds optional
                         * @example 14:30
                         */
                        time: string;
                        /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                        timezone?: string;
                        /**
                         * @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates.
                         */
                        utc_offset?: string;
                    };
                    /** @description q01 to q100 (GET /api/v2/oracle/questions lists them) */
                    question_id?: string;
                    /**
                     * @description A question in words, matched to the catalogue by keywords and synonyms (the match
                     * and its score are returned)
                     */
                    question_text?: string;
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time?: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description A catalogue question answered from the computed chart, refused, redirected, or PARTIAL with
             * what is missing.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OracleAnswerResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    oracleQuestions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description The oracle's catalogue and its one policy table (the same the chat applies). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OracleQuestionsResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            429: components["responses"]["RateLimited"];
        };
    };
    panchangGlance: {
        parameters: {
            query?: {
                /**
                 * @description YYYY-MM-DD
                 * @example 1990-11-20
                 */
                date?: string;
                /**
                 * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit, IAST).
                 * Existing name fields never change.
                 */
                lang?: "en" | "hi" | "sa";
                /**
                 * @description Degrees, decimal; north positive.
                 * @example 28.6139
                 */
                lat?: number;
                /**
                 * @description Alias of `lat`; give one of the two.
                 * @example 28.6139
                 */
                latitude?: number;
                /**
                 * @description Degrees, decimal; east positive.
                 * @example 77.209
                 */
                lon?: number;
                /**
                 * @description Alias of `lon`; give one of the two.
                 * @example 77.209
                 */
                longitude?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description The day at a glance: a band for new beginnings from the sunrise limbs by a stated, cited
             * rule, with the limbs as evidence.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PanchangGlanceResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    panchanga: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "date": "2025-10-01",
                 *       "time": "06:00",
                 *       "latitude": 12.9716,
                 *       "longitude": 77.5946
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date: string;
                    /**
                     * @description Add `lagnas`: the rising signs from sunrise to the next sunrise, each with start and
                     * end (about 2 ms more).
                     */
                    lagna_table?: boolean;
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time?: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Daily panchanga: the five limbs at sunrise with start and end, every change to the next
             * sunrise, sun and moon, lunar month, samvat, kalams and muhurtas.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PanchangaResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    panchangaRange: {
        parameters: {
            query: {
                /** @description Ayanamsa; default lahiri. */
                ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                /**
                 * @description Last civil date (at most 3 years after start)
                 * @example 1990-11-20
                 */
                end: string;
                /** @description ndjson (default) or csv */
                format?: "ndjson" | "csv";
                /**
                 * @description Degrees, decimal; north positive.
                 * @example 28.6139
                 */
                lat?: number;
                /**
                 * @description Alias of `lat`; give one of the two.
                 * @example 28.6139
                 */
                latitude?: number;
                /**
                 * @description Degrees, decimal; east positive.
                 * @example 77.209
                 */
                lon?: number;
                /**
                 * @description Alias of `lon`; give one of the two.
                 * @example 77.209
                 */
                longitude?: number;
                /** @description The festival calendar’s region; pan_indian default */
                region?:
                    | "pan_indian"
                    | "north"
                    | "maharashtra"
                    | "gujarat"
                    | "bengal"
                    | "odisha"
                    | "bihar"
                    | "tamil_nadu"
                    | "kerala"
                    | "karnataka"
                    | "andhra_telangana"
                    | "punjab";
                /**
                 * @description First civil date, YYYY-MM-DD
                 * @example 1990-11-20
                 */
                start: string;
                /**
                 * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu: disc
                 * centre without refraction (Jagannatha Hora).
                 */
                sunrise_rule?: "upper_limb" | "hindu";
                /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                timezone?: string;
                /** @description smarta (default) or vaishnava */
                tradition?: "smarta" | "vaishnava";
                /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                utc_offset?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description ndjson: one PanchangaRangeRow (components) per line: date, vara, sunrise, sunset, tithi,
             * nakshatra, yoga and karana with the instant each ends, lunar_month, festivals; or csv: the same fields
             * flat, one header row. ISO 8601 times with offset.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-ndjson": components["schemas"]["PanchangaRangeRow"];
                    "text/csv": string;
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    pastReading: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "date": "1990-11-20",
                 *       "time": "16:00",
                 *       "latitude": 26.85,
                 *       "longitude": 80.95
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /** @description Days in a dasha year; default 365.25. */
                    dasha_year_days?: 360 | 365.2425 | 365.25 | 365.256363;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date: string;
                    /**
                     * @description Male or Female
                     * @enum {string}
                     */
                    gender?: "Male" | "Female" | "male" | "female";
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    name?: string;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Statements about the reader's body and the years already lived, each with its rule, chart
             * facts and citations, to be checked by the reader.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PastReadingResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    pastReadingAccuracy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Public scorecard per rule: checks, hits, hit rate with a Wilson interval; failing rules
             * first. Counts only, never rows or readers.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PastAccuracyResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    pastReadingCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description One reader marks one statement right or wrong. Always answered 204: a repeat of the same reader
         * and statement, or anything invalid, is ignored and nothing is stored.
         */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reader_token": "k3Jq9xVb2mT8rL5wZc1nPa",
                 *       "statement_id": "mark-malefic.0123456789abcdef",
                 *       "correct": true
                 *     }
                 */
                "application/json": {
                    /** @description true: the statement is right for the reader; false: wrong */
                    correct: boolean;
                    /**
                     * @description Anonymous token the client makes once and keeps (e.g. 22+ random base64url
                     * characters); stored only as its SHA-256.
                     */
                    reader_token: string;
                    /** @description A statement_id from POST /api/v2/past-reading */
                    statement_id: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description Always: recorded, or ignored (duplicate, invalid input). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnknownApiKey"];
            429: components["responses"]["RateLimited"];
        };
    };
    pindayu: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Example",
                 *       "date": "1990-11-20",
                 *       "time": "16:00",
                 *       "latitude": 26.85,
                 *       "longitude": 80.95
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /** @description Days in a dasha year; default 365.25. */
                    dasha_year_days?: 360 | 365.2425 | 365.25 | 365.256363;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date: string;
                    /**
                     * @description Male or Female
                     * @enum {string}
                     */
                    gender?: "Male" | "Female" | "male" | "female";
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    name?: string;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Pindayu: per-graha years by distance from exaltation with the classical reductions, and the
             * proportional band. Never a prediction of death.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PindayuResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    prashnaLostObject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The moment the question is asked (date, time) and the place of the one who asks. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "date": "2026-11-22",
                 *       "time": "10:15",
                 *       "latitude": 28.6139,
                 *       "longitude": 77.209,
                 *       "object": "keys"
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date: string;
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /** @description What was lost (echoed; it changes no rule) */
                    object?: string;
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Prashna chart of the asked moment read for a lost article: direction, distance and recovery
             * by named horary rules; theft versus misplacement not answered (no sourced rule, PARTIAL).
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrashnaLostObjectResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    prashnaMarriage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Where (and optionally when) the marriage question was asked. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "question": "Will I marry?",
                 *       "date": "2026-11-22",
                 *       "time": "10:30",
                 *       "latitude": 28.6139,
                 *       "longitude": 77.209
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default krishnamurti (KP's own). */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /**
                     * Format: date
                     * @description Date the question was asked (YYYY-MM-DD, local); with time. Both absent: the moment
                     * the request arrives.
                     * @example 1990-11-20
                     */
                    date?: string;
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /** @description The question as asked; echoed, not interpreted. */
                    question?: string;
                    /**
                     * @description Local time the question was asked; with date.
                     * @example 14:30
                     */
                    time?: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Horary answer to a marriage question: yes, no or uncertain, with each reason cited and a
             * timing hint.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrashnaMarriageResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    progenyReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description `male` chart (birth with time) and optional `female` chart, plus as_of, horizon_years and the
         * convention options. Each chart is read by itself; overlapping windows are listed.
         */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "male": {
                 *         "name": "Husband",
                 *         "date": "1988-03-02",
                 *         "time": "07:30",
                 *         "latitude": 28.61,
                 *         "longitude": 77.21
                 *       },
                 *       "female": {
                 *         "name": "Example",
                 *         "date": "1990-11-20",
                 *         "time": "16:00",
                 *         "latitude": 26.85,
                 *         "longitude": 80.95
                 *       },
                 *       "as_of": "2026-01-01"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date
                     * @description Date the report is read at (noon at the birth place); default today. Not before the
                     * birth.
                     * @example 1990-11-20
                     */
                    as_of?: string;
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /** @description Days in a dasha year; default 365.25. */
                    dasha_year_days?: 360 | 365.2425 | 365.25 | 365.256363;
                    /**
                     * ReportNative
                     * @description A birth with its time (HH:MM): the houses need the lagna.
                     */
                    female?: {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         * @example 1990-11-20
                         */
                        date: string;
                        /**
                         * @description Male or Female
                         * @enum {string}
                         */
                        gender?: "Male" | "Female" | "male" | "female";
                        /**
                         * @description Degrees, decimal; north positive.
                         * @example 28.6139
                         */
                        latitude: number;
                        /**
                         * @description Degrees, decimal; east positive.
                         * @example 77.209
                         */
                        longitude: number;
                        name?: string;
                        /**
                         * @description HH:MM (24-hour), seconds optional
                         * @example 14:30
                         */
                        time: string;
                        /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                        timezone?: string;
                        /**
                         * @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates.
                         */
                        utc_offset?: string;
                    };
                    /**
                     * @description Years after as_of searched for timing windows; default 10.
                     * @default 10
                     */
                    horizon_years?: number;
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * ReportNative
                     * @description A birth with its time (HH:MM): the houses need the lagna.
                     */
                    male: {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         * @example 1990-11-20
                         */
                        date: string;
                        /**
                         * @description Male or Female
                         * @enum {string}
                         */
                        gender?: "Male" | "Female" | "male" | "female";
                        /**
                         * @description Degrees, decimal; north positive.
                         * @example 28.6139
                         */
                        latitude: number;
                        /**
                         * @description Degrees, decimal; east positive.
                         * @example 77.209
                         */
                        longitude: number;
                        name?: string;
                        /**
                         * @description HH:MM (24-hour), seconds optional
                         * @example 14:30
                         */
                        time: string;
                        /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                        timezone?: string;
                        /**
                         * @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates.
                         */
                        utc_offset?: string;
                    };
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description Progeny activation report for the male chart, and the female chart's when given. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProgenyReportResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    putraBhava: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Example",
                 *       "date": "1990-11-20",
                 *       "time": "16:00",
                 *       "latitude": 26.85,
                 *       "longitude": 80.95
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /** @description Days in a dasha year; default 365.25. */
                    dasha_year_days?: 360 | 365.2425 | 365.25 | 365.256363;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date: string;
                    /**
                     * @description Male or Female
                     * @enum {string}
                     */
                    gender?: "Male" | "Female" | "male" | "female";
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    name?: string;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Children (putra bhava) rule by rule with citations, a count of verdicts, rules declined by
             * policy and rules not computed.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PutraBhavaResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    rashifal: {
        parameters: {
            query?: {
                /**
                 * @description YYYY-MM-DD
                 * @example 1990-11-20
                 */
                date?: string;
                /**
                 * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit, IAST).
                 * Existing name fields never change.
                 */
                lang?: "en" | "hi" | "sa";
                period?: "daily" | "weekly" | "monthly" | "yearly";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Moon-transit (chandra gochara) forecast per janma sign: the Moon's house from each sign
             * sampled daily at 12:00 IST, favourable and challenging days tallied over the period.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RashifalResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    remedyCorpus: {
        parameters: {
            query?: {
                /**
                 * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit, IAST).
                 * Existing name fields never change.
                 */
                lang?: "en" | "hi" | "sa";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Gem, rudraksha and direction associations of the grahas, each table with its citations
             * (REFERENCE, advisory).
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemedyCorpusResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    sadesati: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description birth_ body (birth_date, birth_time, birth_latitude, birth_longitude); the canonical
         * date/time/latitude/longitude is accepted too.
         */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "birth_date": "1990-11-20",
                 *       "birth_time": "16:00",
                 *       "birth_latitude": 26.85,
                 *       "birth_longitude": 80.95
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date
                     * @description Date to read sade-sati at (noon at the birth place); default now.
                     * @example 1990-11-20
                     */
                    as_of?: string;
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    birth_date?: string;
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    birth_latitude?: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    birth_longitude?: number;
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    birth_time?: string;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date?: string;
                    /**
                     * @description Male or Female
                     * @enum {string}
                     */
                    gender?: "Male" | "Female" | "male" | "female";
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude?: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude?: number;
                    name?: string;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time?: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description Sade-sati and dhaiya from Saturn's actual sign crossings; sign indices are 0-based. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SadesatiResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    sbcPhoneticGrid: {
        parameters: {
            query?: {
                /**
                 * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit, IAST).
                 * Existing name fields never change.
                 */
                lang?: "en" | "hi" | "sa";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description The Sarvatobhadra chakra 9 x 9 grid and its vedha lines; the parts given and not given are
             * listed (PARTIAL: see not_given).
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SbcPhoneticGridResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    shadbala: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Example",
                 *       "date": "1990-11-20",
                 *       "time": "16:00",
                 *       "latitude": 26.85,
                 *       "longitude": 80.95
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /** @description Days in a dasha year; default 365.25. */
                    dasha_year_days?: 360 | 365.2425 | 365.25 | 365.256363;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date: string;
                    /**
                     * @description Male or Female
                     * @enum {string}
                     */
                    gender?: "Male" | "Female" | "male" | "female";
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    name?: string;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Shadbala of the seven grahas Sun to Saturn: the six components, totals in virupas and rupas,
             * the required minimum, ratio, rank, ishta and kashta phala.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShadbalaResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    smokeTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description A position, a sunrise and a tithi computed in-process, each with its timing. engine_status
             * is LIVE, or PARTIAL when a check failed.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmokeTestResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            429: components["responses"]["RateLimited"];
        };
    };
    striJataka: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Example",
                 *       "date": "1990-11-20",
                 *       "time": "16:00",
                 *       "latitude": 26.85,
                 *       "longitude": 80.95
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /** @description Days in a dasha year; default 365.25. */
                    dasha_year_days?: 360 | 365.2425 | 365.25 | 365.256363;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date: string;
                    /**
                     * @description Male or Female
                     * @enum {string}
                     */
                    gender?: "Male" | "Female" | "male" | "female";
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    name?: string;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Stri jataka rule by rule: computed placement, attributed classical rule (cited) and
             * editorial reading for each; declined rules in omitted_by_policy.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StriJatakaResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    marriageStudy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description One marriage outcome for the study. Validated, never coerced: a wrong type, an unknown field, a
         * date out of range or consent not true is a 422 and nothing is stored. No name, e-mail or account is taken.
         */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "bride": {
                 *         "date": "1990-11-20",
                 *         "time": "16:00",
                 *         "latitude": 26.85,
                 *         "longitude": 80.95
                 *       },
                 *       "groom": {
                 *         "date": "1988-03-02",
                 *         "time": "07:30",
                 *         "latitude": 28.61,
                 *         "longitude": 77.21
                 *       },
                 *       "marriage_date": "2016-02-14",
                 *       "outcome": "together",
                 *       "consent": true
                 *     }
                 */
                "application/json": {
                    /**
                     * StudyBirth
                     * @description One partner's birth: date (1800-01-01 to today), time if known, place.
                     */
                    bride: {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         * @example 1990-11-20
                         */
                        date: string;
                        /**
                         * @description Degrees, decimal; north positive.
                         * @example 28.6139
                         */
                        latitude: number;
                        /**
                         * @description Degrees, decimal; east positive.
                         * @example 77.209
                         */
                        longitude: number;
                        /**
                         * @description Birth time HH:MM, 24-hour; leave out when not known
                         * @example 14:30
                         */
                        time?: string;
                        /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                        timezone?: string;
                        /**
                         * @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates.
                         */
                        utc_offset?: string;
                    };
                    /**
                     * @description The couple (or the survivor) agree to the row being kept for the study: must be
                     * true; without it nothing is stored
                     * @enum {boolean}
                     */
                    consent: true;
                    /**
                     * StudyBirth
                     * @description One partner's birth: date (1800-01-01 to today), time if known, place.
                     */
                    groom: {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         * @example 1990-11-20
                         */
                        date: string;
                        /**
                         * @description Degrees, decimal; north positive.
                         * @example 28.6139
                         */
                        latitude: number;
                        /**
                         * @description Degrees, decimal; east positive.
                         * @example 77.209
                         */
                        longitude: number;
                        /**
                         * @description Birth time HH:MM, 24-hour; leave out when not known
                         * @example 14:30
                         */
                        time?: string;
                        /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                        timezone?: string;
                        /**
                         * @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates.
                         */
                        utc_offset?: string;
                    };
                    /**
                     * Format: date
                     * @description Date of the marriage, YYYY-MM-DD: after both births, not after today
                     * @example 1990-11-20
                     */
                    marriage_date: string;
                    /**
                     * @description together: married and living together; separated; divorced; widowed; annulled
                     * @enum {string}
                     */
                    outcome: "together" | "separated" | "divorced" | "widowed" | "annulled";
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description The row was stored; the study's counts after it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarriageStudyRecorded"];
                };
            };
            /** @description The row was stored; the study's counts after it. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarriageStudyRecorded"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    marriageStudyCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description Progress of the marriage outcome study: counts only, never rows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarriageStudyCount"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    tarabala: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "birth_nakshatra": "Rohini",
                 *       "date": "2026-11-20",
                 *       "end_date": "2026-11-26",
                 *       "latitude": 28.6139,
                 *       "longitude": 77.209
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    birth_date?: string;
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    birth_latitude?: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    birth_longitude?: number;
                    /** @description Birth star (names.md spelling or alias); or give the birth_ fields */
                    birth_nakshatra?: string;
                    /**
                     * @description Birth Moon sign, for chandrabala when only the star is given and it spans two signs
                     */
                    birth_rashi?: string;
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    birth_time?: string;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date: string;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    end_date?: string;
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude?: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude?: number;
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Tara of each nakshatra interval from the birth star (nine names and qualities) and
             * chandrabala of each Moon-sign interval.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TarabalaResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    travelMuhurta: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "date": "2026-11-23",
                 *       "time": "08:30",
                 *       "latitude": 28.6139,
                 *       "longitude": 77.209,
                 *       "direction": "East"
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date: string;
                    /**
                     * @description Direction of travel from the place; default North
                     * @enum {string}
                     */
                    direction?: "North" | "East" | "South" | "West";
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude?: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude?: number;
                    /**
                     * @description How the muhurta rules are applied: north_indian_almanac (the default: as the Hindi
                     * panchangs and their marriage lists do), south_indian_almanac, or classical (every rule as the
                     * texts state it, combustion by the fixed orb). A rule the chosen practice relaxes that a classical
                     * reading would close is listed in stricter_rules.
                     * @enum {string}
                     */
                    practice?: "north_indian_almanac" | "south_indian_almanac" | "classical";
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time?: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Direction-aware travel muhurta: disha shool, nakshatra shool, the Moon's direction, the
             * yatra doshas, an advisory remedy and the day's panchanga strip.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TravelMuhurtaResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    varshaphal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description birth_ body (birth_date, birth_time, birth_latitude, birth_longitude); the canonical
         * date/time/latitude/longitude is accepted too.
         */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "birth_date": "1990-11-20",
                 *       "birth_time": "16:00",
                 *       "birth_latitude": 26.85,
                 *       "birth_longitude": 80.95,
                 *       "year": 2026
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    birth_date?: string;
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    birth_latitude?: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    birth_longitude?: number;
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    birth_time?: string;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date?: string;
                    /**
                     * @description Male or Female
                     * @enum {string}
                     */
                    gender?: "Male" | "Female" | "male" | "female";
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude?: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude?: number;
                    name?: string;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time?: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                    /** @description Calendar year of the solar return; age = year - birth year. */
                    year: number;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Tajika annual chart: solar return, varsha lagna, muntha, office-bearers and varshesha,
             * pancha-vargeeya bala, Tajika aspects and yogas, sahams, mudda dasha. PARTIAL: `missing` names what is not
             * computed.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VarshaphalResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    vaultCharts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description The saved charts of the account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VaultChartsResult"];
                };
            };
            /**
             * @description Missing, invalid or expired session token: send authorization: Bearer <token> from
             * verify-otp (answer carries WWW-Authenticate: Bearer). Also an unknown X-API-Key.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            429: components["responses"]["RateLimited"];
        };
    };
    vaultChartSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "label": "me",
                 *       "name": "Asha",
                 *       "gender": "Female",
                 *       "date": "1990-11-20",
                 *       "time": "16:00",
                 *       "latitude": 26.85,
                 *       "longitude": 80.95
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date: string;
                    /** @description Male or Female */
                    gender?: "Male" | "Female" | "male" | "female";
                    label: string;
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    name?: string;
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description Saved (201). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VaultChartSaveResult"];
                };
            };
            /** @description Saved (201). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VaultChartSaveResult"];
                };
            };
            /**
             * @description Missing, invalid or expired session token: send authorization: Bearer <token> from
             * verify-otp (answer carries WWW-Authenticate: Bearer). Also an unknown X-API-Key.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The account already keeps 500 saved charts: delete one first. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    vaultChart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                chart_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description One saved chart of the account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VaultChartResult"];
                };
            };
            /**
             * @description Missing, invalid or expired session token: send authorization: Bearer <token> from
             * verify-otp (answer carries WWW-Authenticate: Bearer). Also an unknown X-API-Key.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No chart with this id in the account (another account's chart answers the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    vaultChartDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                chart_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VaultChartDeleteResult"];
                };
            };
            /**
             * @description Missing, invalid or expired session token: send authorization: Bearer <token> from
             * verify-otp (answer carries WWW-Authenticate: Bearer). Also an unknown X-API-Key.
             */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No chart with this id in the account (another account's chart answers the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    ekadashiVrata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "date": "2026-01-01",
                 *       "end_date": "2026-12-31",
                 *       "latitude": 23.1765,
                 *       "longitude": 75.7885,
                 *       "tradition": "both"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date: string;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    end_date?: string;
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude?: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude?: number;
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time?: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    tradition?: "smarta" | "vaishnava" | "both";
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Ekadashi dates by the Smarta and Vaishnava rules, each with the trace why_this_date,
             * mahadvadashi cases and the parana window.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EkadashiVrataResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    wealthReportAlias: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description The canonical birth body (time required: the houses need the lagna) with the convention options,
         * plus `as_of` (the date read at, default today) and `horizon_years` (1-25, default 10) for the timing windows.
         */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Example",
                 *       "date": "1990-11-20",
                 *       "time": "16:00",
                 *       "latitude": 26.85,
                 *       "longitude": 80.95,
                 *       "as_of": "2026-01-01",
                 *       "horizon_years": 10
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date
                     * @description Date the report is read at (noon at the birth place); default today. Not before the
                     * birth.
                     * @example 1990-11-20
                     */
                    as_of?: string;
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /** @description Days in a dasha year; default 365.25. */
                    dasha_year_days?: 360 | 365.2425 | 365.25 | 365.256363;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date: string;
                    /**
                     * @description Male or Female
                     * @enum {string}
                     */
                    gender?: "Male" | "Female" | "male" | "female";
                    /**
                     * @description Years after as_of searched for timing windows; default 10.
                     * @default 10
                     */
                    horizon_years?: number;
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    name?: string;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description Career or wealth activation report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LifeAreaReportResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    yogas: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Example",
                 *       "date": "1990-11-20",
                 *       "time": "16:00",
                 *       "latitude": 26.85,
                 *       "longitude": 80.95
                 *     }
                 */
                "application/json": {
                    /** @description Ayanamsa; default lahiri. */
                    ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true_chitra";
                    /** @description Days in a dasha year; default 365.25. */
                    dasha_year_days?: 360 | 365.2425 | 365.25 | 365.256363;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     * @example 1990-11-20
                     */
                    date: string;
                    /**
                     * @description Male or Female
                     * @enum {string}
                     */
                    gender?: "Male" | "Female" | "male" | "female";
                    /**
                     * @description Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit,
                     * IAST). Existing name fields never change.
                     * @enum {string}
                     */
                    lang?: "en" | "hi" | "sa";
                    /**
                     * @description Degrees, decimal; north positive.
                     * @example 28.6139
                     */
                    latitude: number;
                    /**
                     * @description Degrees, decimal; east positive.
                     * @example 77.209
                     */
                    longitude: number;
                    name?: string;
                    /** @description Lunar node; default mean. */
                    node_type?: "mean" | "true";
                    /**
                     * @description upper_limb (default): visible upper limb with refraction, as almanacs show. hindu:
                     * disc centre without refraction (Jagannatha Hora).
                     */
                    sunrise_rule?: "upper_limb" | "hindu";
                    /**
                     * @description HH:MM (24-hour), seconds optional
                     * @example 14:30
                     */
                    time: string;
                    /** @description IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates. */
                    timezone?: string;
                    /** @description Fixed UTC offset such as +05:30; overrides the zone found from the coordinates. */
                    utc_offset?: string;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Classical yogas in the chart with summary counts; PARTIAL until the families named in
             * `missing` are checked.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["YogasResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    askPage: {
        parameters: {
            query?: {
                date?: string;
                lat?: string;
                /** @description Alias of `lat`; give one of the two. */
                latitude?: string;
                lon?: string;
                /** @description Alias of `lon`; give one of the two. */
                longitude?: string;
                place?: string;
                q?: string;
                time?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description An HTML page (server-rendered; works without JavaScript). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    festivalsPage: {
        parameters: {
            query?: {
                lang?: string;
                lat?: string;
                /** @description Alias of `lat`; give one of the two. */
                latitude?: string;
                lon?: string;
                /** @description Alias of `lon`; give one of the two. */
                longitude?: string;
                monthly?: string;
                place?: string;
                region?: string;
                tradition?: string;
                year?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description An HTML page (server-rendered; works without JavaScript). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    geocode: {
        parameters: {
            query: {
                /** @description Place name or its beginning; accents and case ignored; old names (Bombay) found. */
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description Matches, best first: the local list, else the online provider when one is configured; empty
             * when none.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeocodeResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    kundliPage: {
        parameters: {
            query?: {
                date?: string;
                lang?: string;
                lat?: string;
                /** @description Alias of `lat`; give one of the two. */
                latitude?: string;
                lon?: string;
                /** @description Alias of `lon`; give one of the two. */
                longitude?: string;
                name?: string;
                place?: string;
                style?: string;
                time?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description An HTML page (server-rendered; works without JavaScript). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    matchPage: {
        parameters: {
            query?: {
                bride_date?: string;
                bride_lat?: string;
                bride_lon?: string;
                bride_name?: string;
                bride_place?: string;
                bride_time?: string;
                groom_date?: string;
                groom_lat?: string;
                groom_lon?: string;
                groom_name?: string;
                groom_place?: string;
                groom_time?: string;
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description An HTML page (server-rendered; works without JavaScript). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    mcp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A JSON-RPC 2.0 message of the MCP protocol */
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    jsonrpc: "2.0";
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description A JSON-RPC 2.0 response of the MCP protocol. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["McpResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    muhurtaPage: {
        parameters: {
            query?: {
                days?: string;
                good?: string;
                karma?: string;
                lang?: string;
                lat?: string;
                /** @description Alias of `lat`; give one of the two. */
                latitude?: string;
                lon?: string;
                /** @description Alias of `lon`; give one of the two. */
                longitude?: string;
                place?: string;
                practice?: string;
                start?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description An HTML page (server-rendered; works without JavaScript). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            401: components["responses"]["UnknownApiKey"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["RateLimited"];
        };
    };
    openapi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /**
             * @description The OpenAPI 3.1.0 document of the service (servers, tags, security and the rest as the
             * OpenAPI specification defines them).
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenapiResult"];
                };
            };
            401: components["responses"]["UnknownApiKey"];
            429: components["responses"]["RateLimited"];
        };
    };
    statusPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
            /** @description A small HTML page naming each component and its state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            401: components["responses"]["UnknownApiKey"];
            429: components["responses"]["RateLimited"];
        };
    };
}
